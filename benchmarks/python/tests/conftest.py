"""Shared fixtures. The tests need Debian's numpy and JPype and the lab jar; without them the
whole directory is skipped with a message saying what is missing (the build still passes)."""

import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

_missing = []
for _module, _package in (("numpy", "python3-numpy"), ("jpype", "python3-jpype")):
    try:
        __import__(_module)
    except ImportError:
        _missing.append(f"{_module} (apt-get install {_package})")

if not _missing:
    import gongqi  # noqa: E402

    if not os.path.isfile(gongqi.jar_path()):
        _missing.append(f"the lab jar {gongqi.jar_path()} (build it first)")


def pytest_collection_modifyitems(config, items):
    if _missing:
        skip = pytest.mark.skip(reason="gongqi: missing " + ", ".join(_missing))
        for item in items:
            item.add_marker(skip)


def pytest_report_header(config):
    if _missing:
        return "gongqi: SKIPPING every test, missing " + ", ".join(_missing)
    return f"gongqi: lab jar {gongqi.jar_path()}"


RULES = ["gongqi 8x8", "gongqi 12x12", "agon", "agon ludii"]
