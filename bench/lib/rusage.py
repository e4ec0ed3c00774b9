# Runs one command and prints, as JSON on stdout, its exit status, its wall time and the CPU time (user and
# system) the kernel charged to it, from wait4(2): finer and steadier on a loaded machine than wall time.
# Node has no way to read a child's rusage; bench/request.mjs uses this when python3 is there.
#
#   python3 bench/lib/rusage.py node script.js args...
import json
import os
import sys
import time

argv = sys.argv[1:]
devnull = os.open(os.devnull, os.O_RDWR)
start = time.perf_counter()
pid = os.posix_spawnp(
    argv[0],
    argv,
    os.environ,
    # Standard error is passed through, for the caller to show when the run fails.
    file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 0), (os.POSIX_SPAWN_DUP2, devnull, 1)],
)
_, status, usage = os.wait4(pid, 0)
wall = time.perf_counter() - start
print(
    json.dumps(
        {
            "status": os.waitstatus_to_exitcode(status),
            "wall": wall * 1000,
            "user": usage.ru_utime * 1000,
            "sys": usage.ru_stime * 1000,
        }
    )
)
