"""The stubs type-check a program that uses the public names, under
`mypy --strict` (skipped when mypy is not installed)."""

import os
import subprocess
import sys

import pytest

SAMPLE = os.path.join(os.path.dirname(__file__), "typing", "sample.py")


def test_the_stubs_type_check_a_sample_program_strictly():
    pytest.importorskip("mypy")
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", SAMPLE],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_sample_runs():
    done = subprocess.run([sys.executable, SAMPLE], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "['One']" in done.stdout and "rss20" in done.stdout
