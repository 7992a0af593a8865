"""Where the shared test material is (``../shared`` beside the repository)."""

import os
import sys

import pytest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = os.environ.get("FEEDWRIGHT_SHARED", os.path.join(os.path.dirname(REPO), "shared"))


def shared(*parts):
    """A path under ../shared, or a skip (with the reason printed) when it is absent."""
    path = os.path.join(SHARED, *parts)
    if not os.path.exists(path):
        pytest.skip(f"{path} is absent: the shared test material is not beside the repository")
    return path


def import_from(folder, name):
    """Imports a module of the shared tools by file name."""
    if folder not in sys.path:
        sys.path.insert(0, folder)
    return __import__(name)
