"""Shared fixtures.

* The tests folder is on ``sys.path`` (``reference_go``, ``gtp_helpers``,
  ``shared``).
* An error logged by Kosumi (a ``kosumi.*`` logger at ERROR or above: an
  internal error the engine survived, such as a move generator falling back
  after an exception) fails the test that caused it, unless the test is
  marked ``internal_error_expected``: a fallback must never hide a bug.
"""
import logging
import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))


class _Collector(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def pytest_configure(config):
    config.addinivalue_line("markers", "internal_error_expected: the test provokes an "
                            "internal error on purpose (it is logged, and must be)")


@pytest.fixture(autouse=True)
def fail_on_internal_errors(request):
    collector = _Collector()
    logger = logging.getLogger("kosumi")
    logger.addHandler(collector)
    try:
        yield collector
    finally:
        logger.removeHandler(collector)
    if collector.records and request.node.get_closest_marker("internal_error_expected") is None:
        first = collector.records[0]
        pytest.fail(f"{len(collector.records)} internal error(s) logged; the first, from "
                    f"{first.name}: {first.getMessage()[:2000]}", pytrace=False)
