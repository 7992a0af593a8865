"""The examples in the package's docstrings run."""

import doctest

import feedwright
from feedwright import _model, _parse, _subscriptions


def test_docstring_examples():
    for module in (feedwright, _model, _parse, _subscriptions):
        failed, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert failed == 0, module.__name__
