;; The identity hashes of a page of profiles (see page-keys.ts), as seen.ts's JavaScript computes them,
;; without the warm-up: V8 compiles this once, small, where the JavaScript loops of an export's 60,000
;; identities ran in the interpreter and then cost the optimizing compiler more than the hashing itself.
;; Rebuild page-keys.ts's bytes after editing: `node scripts/build/page-keys.mjs`.
;;
;; Memory: [0, 24) the hash's state after `${target}\n` and each prefix (id:, url:, email:), h1 and h2
;; each; at `lens`, four i32 lengths a profile (id, linkedinUrl, profileUrl, email; 0 when absent); at
;; `text`, those fields' bytes one after another, in lower case (printable ASCII). Writes at `out`, for each profile with an
;; identity, their count then each hash (8 bytes, big-endian), and returns where that ends; -1 when a
;; byte is not printable ASCII (the page is left to the JavaScript, which folds such text).
(module
  (memory (export "memory") 1)

  ;; Hashes bytes [a, b) (in lower case already) from the state of prefix `kind` (0 id, 1 url, 2 email)
  ;; and writes the 8 bytes at `out`.
  (func $hash (param $a i32) (param $b i32) (param $kind i32) (param $out i32)
    (local $h1 i32) (local $h2 i32) (local $ch i32) (local $t i32)
    (local.set $h1 (i32.load (i32.shl (local.get $kind) (i32.const 3))))
    (local.set $h2 (i32.load (i32.add (i32.shl (local.get $kind) (i32.const 3)) (i32.const 4))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $a) (local.get $b)))
        (local.set $ch (i32.load8_u (local.get $a)))
        (local.set $h1 (i32.mul (i32.xor (local.get $h1) (local.get $ch)) (i32.const 2654435761)))
        (local.set $h2 (i32.mul (i32.xor (local.get $h2) (local.get $ch)) (i32.const 1597334677)))
        (local.set $a (i32.add (local.get $a) (i32.const 1)))
        (br $next)))
    (local.set $t (local.get $h1))
    (local.set $h1
      (i32.xor
        (i32.mul (i32.xor (local.get $h1) (i32.shr_u (local.get $h1) (i32.const 16))) (i32.const 2246822507))
        (i32.mul (i32.xor (local.get $h2) (i32.shr_u (local.get $h2) (i32.const 13))) (i32.const 3266489909))))
    (local.set $h2
      (i32.xor
        (i32.mul (i32.xor (local.get $h2) (i32.shr_u (local.get $h2) (i32.const 16))) (i32.const 2246822507))
        (i32.mul (i32.xor (local.get $h1) (i32.shr_u (local.get $h1) (i32.const 13))) (i32.const 3266489909))))
    (i32.store (local.get $out) (call $bswap (local.get $h1)))
    (i32.store (i32.add (local.get $out) (i32.const 4)) (call $bswap (local.get $h2))))

  (func $bswap (param $x i32) (result i32)
    (i32.or
      (i32.or
        (i32.shl (local.get $x) (i32.const 24))
        (i32.shl (i32.and (local.get $x) (i32.const 0xff00)) (i32.const 8)))
      (i32.or
        (i32.and (i32.shr_u (local.get $x) (i32.const 8)) (i32.const 0xff00))
        (i32.shr_u (local.get $x) (i32.const 24)))))

  (func $lower (param $c i32) (result i32)
    (if (result i32) (i32.lt_u (i32.sub (local.get $c) (i32.const 0x41)) (i32.const 26))
      (then (i32.add (local.get $c) (i32.const 0x20)))
      (else (local.get $c))))

  ;; Whether bytes [a, b) are all printable ASCII.
  (func $printable (param $a i32) (param $b i32) (result i32)
    (block $bad
      (loop $next
        (if (i32.lt_u (local.get $a) (local.get $b))
          (then
            (br_if $bad (i32.gt_u (i32.sub (i32.load8_u (local.get $a)) (i32.const 0x20)) (i32.const 0x5e)))
            (local.set $a (i32.add (local.get $a) (i32.const 1)))
            (br $next))))
      (return (i32.const 1)))
    (i32.const 0))

  ;; Whether byte `at` is '@' anywhere in [a, b).
  (func $hasAt (param $a i32) (param $b i32) (result i32)
    (block $found
      (loop $next
        (if (i32.lt_u (local.get $a) (local.get $b))
          (then
            (br_if $found (i32.eq (i32.load8_u (local.get $a)) (i32.const 0x40)))
            (local.set $a (i32.add (local.get $a) (i32.const 1)))
            (br $next))))
      (return (i32.const 0)))
    (i32.const 1))

  ;; [a, b) without leading spaces: the new a.
  (func $trimStart (param $a i32) (param $b i32) (result i32)
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $a) (local.get $b)))
        (br_if $done (i32.ne (i32.load8_u (local.get $a)) (i32.const 0x20)))
        (local.set $a (i32.add (local.get $a) (i32.const 1)))
        (br $next)))
    (local.get $a))

  ;; [a, b) without trailing spaces: the new b.
  (func $trimEnd (param $a i32) (param $b i32) (result i32)
    (block $done
      (loop $next
        (br_if $done (i32.le_u (local.get $b) (local.get $a)))
        (br_if $done (i32.ne (i32.load8_u (i32.sub (local.get $b) (i32.const 1))) (i32.const 0x20)))
        (local.set $b (i32.sub (local.get $b) (i32.const 1)))
        (br $next)))
    (local.get $b))

  ;; The profile URL [a, b) (trimmed): its middle part hashed at `out`, as identity.ts's urlMiddle finds it.
  (func $url (param $a i32) (param $b i32) (param $out i32)
    (local $start i32) (local $i i32) (local $end i32)
    (local.set $start (local.get $a))
    ;; A scheme: a letter, then [a-z0-9+.-]*, then "://".
    (if (i32.and
          (i32.lt_u (local.get $a) (local.get $b))
          (i32.lt_u (i32.sub (call $lower (i32.load8_u (local.get $a))) (i32.const 0x61)) (i32.const 26)))
      (then
        (local.set $i (i32.add (local.get $a) (i32.const 1)))
        (block $scheme
          (loop $next
            (br_if $scheme (i32.ge_u (local.get $i) (local.get $b)))
            (br_if $scheme (i32.eqz (call $schemeChar (call $lower (i32.load8_u (local.get $i))))))
            (local.set $i (i32.add (local.get $i) (i32.const 1)))
            (br $next)))
        (if (i32.le_u (i32.add (local.get $i) (i32.const 3)) (local.get $b))
          (then
            (if (i32.and
                  (i32.and
                    (i32.eq (i32.load8_u (local.get $i)) (i32.const 0x3a))
                    (i32.eq (i32.load8_u (i32.add (local.get $i) (i32.const 1))) (i32.const 0x2f)))
                  (i32.eq (i32.load8_u (i32.add (local.get $i) (i32.const 2))) (i32.const 0x2f)))
              (then (local.set $start (i32.add (local.get $i) (i32.const 3)))))))))
    ;; "www."
    (if (i32.le_u (i32.add (local.get $start) (i32.const 4)) (local.get $b))
      (then
        (if (i32.and
              (i32.and
                (i32.eq (call $lower (i32.load8_u (local.get $start))) (i32.const 0x77))
                (i32.eq (call $lower (i32.load8_u (i32.add (local.get $start) (i32.const 1)))) (i32.const 0x77)))
              (i32.and
                (i32.eq (call $lower (i32.load8_u (i32.add (local.get $start) (i32.const 2)))) (i32.const 0x77))
                (i32.eq (i32.load8_u (i32.add (local.get $start) (i32.const 3))) (i32.const 0x2e))))
          (then (local.set $start (i32.add (local.get $start) (i32.const 4)))))))
    ;; Up to a query or fragment, without trailing slashes.
    (local.set $end (local.get $start))
    (block $stop
      (loop $next
        (br_if $stop (i32.ge_u (local.get $end) (local.get $b)))
        (br_if $stop (i32.eq (i32.load8_u (local.get $end)) (i32.const 0x3f)))
        (br_if $stop (i32.eq (i32.load8_u (local.get $end)) (i32.const 0x23)))
        (local.set $end (i32.add (local.get $end) (i32.const 1)))
        (br $next)))
    (block $stop
      (loop $next
        (br_if $stop (i32.le_u (local.get $end) (local.get $start)))
        (br_if $stop (i32.ne (i32.load8_u (i32.sub (local.get $end) (i32.const 1))) (i32.const 0x2f)))
        (local.set $end (i32.sub (local.get $end) (i32.const 1)))
        (br $next)))
    (call $hash (local.get $start) (local.get $end) (i32.const 1) (local.get $out)))

  ;; [a-z0-9+.-]
  (func $schemeChar (param $c i32) (result i32)
    (i32.or
      (i32.or
        (i32.lt_u (i32.sub (local.get $c) (i32.const 0x61)) (i32.const 26))
        (i32.lt_u (i32.sub (local.get $c) (i32.const 0x30)) (i32.const 10)))
      (i32.or
        (i32.eq (local.get $c) (i32.const 0x2b))
        (i32.or (i32.eq (local.get $c) (i32.const 0x2e)) (i32.eq (local.get $c) (i32.const 0x2d))))))

  (func (export "page") (param $np i32) (param $lens i32) (param $text i32) (param $out i32) (result i32)
    (local $p i32) (local $n i32) (local $at i32) (local $len i32) (local $a i32) (local $b i32)
    (local $field i32) (local $slot i32)
    (block $end
      (loop $profile
        (br_if $end (i32.ge_u (local.get $p) (local.get $np)))
        (local.set $n (i32.const 0))
        (local.set $field (i32.const 0))
        (block $fields
          (loop $nextField
            (br_if $fields (i32.ge_u (local.get $field) (i32.const 4)))
            (local.set $len (i32.load (local.get $lens)))
            (local.set $lens (i32.add (local.get $lens) (i32.const 4)))
            (local.set $a (local.get $text))
            (local.set $b (i32.add (local.get $text) (local.get $len)))
            (local.set $text (local.get $b))
            (if (local.get $len)
              (then
                (if (i32.eqz (call $printable (local.get $a) (local.get $b))) (then (return (i32.const -1))))
                (local.set $a (call $trimStart (local.get $a) (local.get $b)))
                (local.set $b (call $trimEnd (local.get $a) (local.get $b)))
                ;; Where this identity's hash goes: after the count and those before it.
                (local.set $slot (i32.add (i32.add (local.get $out) (i32.const 1)) (i32.shl (local.get $n) (i32.const 3))))
                (if (i32.eqz (local.get $field))
                  (then
                    (call $hash (local.get $a) (local.get $b) (i32.const 0) (local.get $slot))
                    (local.set $n (i32.add (local.get $n) (i32.const 1)))))
                (if (i32.eq (local.get $field) (i32.const 1))
                  (then
                    (call $url (local.get $a) (local.get $b) (local.get $slot))
                    (local.set $n (i32.add (local.get $n) (i32.const 1)))))
                (if (i32.eq (local.get $field) (i32.const 2))
                  (then
                    (call $url (local.get $a) (local.get $b) (local.get $slot))
                    ;; The same identity as the first URL's (same hash just before) is one identity.
                    (if (i32.eqz
                          (i32.and
                            (i32.gt_u (local.get $n) (i32.const 0))
                            (i64.eq
                              (i64.load (local.get $slot))
                              (i64.load (i32.sub (local.get $slot) (i32.const 8))))))
                      (then (local.set $n (i32.add (local.get $n) (i32.const 1)))))))
                (if (i32.eq (local.get $field) (i32.const 3))
                  (then
                    (if (call $hasAt (local.get $a) (local.get $b))
                      (then
                        (call $hash (local.get $a) (local.get $b) (i32.const 2) (local.get $slot))
                        (local.set $n (i32.add (local.get $n) (i32.const 1)))))))))
            (local.set $field (i32.add (local.get $field) (i32.const 1)))
            (br $nextField)))
        (if (local.get $n)
          (then
            (i32.store8 (local.get $out) (local.get $n))
            (local.set $out (i32.add (i32.add (local.get $out) (i32.const 1)) (i32.shl (local.get $n) (i32.const 3))))))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (br $profile)))
    (local.get $out)))
