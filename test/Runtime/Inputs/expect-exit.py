#!/usr/bin/env python3
"""Runs a command and checks its exit status.

usage: expect-exit.py STATUS COMMAND [ARGS...]

The command's stdout and stderr pass through unchanged. Exits 0 if the
command exited with STATUS, else prints what it got to stderr and exits 1.
(`not` only checks for a non-zero status, and lit's internal shell has no $?.)
"""

import subprocess
import sys

expected = int(sys.argv[1])
sys.stdout.flush()
status = subprocess.call(sys.argv[2:])
if status != expected:
    sys.stderr.write(
        "expect-exit: expected exit status %d, got %d\n" % (expected, status))
    sys.exit(1)
