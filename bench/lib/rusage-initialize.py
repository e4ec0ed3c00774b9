# Spawns an MCP server on stdio, sends it one request (the first argument, a line of JSON), and prints as
# JSON on stdout the wall time until its first line of answer, and the CPU time (user and system) the kernel
# charged to it by the time it exited (its stdin is closed once the answer is in, which ends it): the
# start-up cost of a server, steadier on a loaded machine than wall time. bench/mcp.mjs uses it when
# python3 is there (Node has no way to read a child's rusage).
#
#   python3 bench/lib/rusage-initialize.py REQUEST node server.js args...
import json
import os
import sys
import time

request, argv = sys.argv[1].encode() + b"\n", sys.argv[2:]
stdin_r, stdin_w = os.pipe()
stdout_r, stdout_w = os.pipe()
devnull = os.open(os.devnull, os.O_RDWR)
start = time.perf_counter()
pid = os.posix_spawnp(
    argv[0],
    argv,
    os.environ,
    file_actions=[
        (os.POSIX_SPAWN_DUP2, stdin_r, 0),
        (os.POSIX_SPAWN_DUP2, stdout_w, 1),
        (os.POSIX_SPAWN_DUP2, devnull, 2),
    ],
)
os.close(stdin_r)
os.close(stdout_w)
os.write(stdin_w, request)
answer = b""
while b"\n" not in answer:
    chunk = os.read(stdout_r, 65536)
    if not chunk:
        break
    answer += chunk
wall = time.perf_counter() - start
os.close(stdin_w)
while os.read(stdout_r, 65536):
    pass
_, status, usage = os.wait4(pid, 0)
print(
    json.dumps(
        {
            "status": os.waitstatus_to_exitcode(status),
            "answer": answer.split(b"\n")[0].decode(errors="replace"),
            "wall": wall * 1000,
            "user": usage.ru_utime * 1000,
            "sys": usage.ru_stime * 1000,
        }
    )
)
