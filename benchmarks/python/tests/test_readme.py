"""The README's Python examples run as printed, so the README cannot drift from the package."""

import os
import re

import pytest

pytest.importorskip("numpy")
pytest.importorskip("jpype")

README = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "README.md")


def test_the_readmes_examples_run():
    with open(README, encoding="utf-8") as f:
        blocks = re.findall(r"```python\n(.*?)```", f.read(), re.S)
    assert len(blocks) >= 3, "the three entry points have an example each"
    scope = {}
    for block in blocks:
        exec(compile("import gongqi\n" + block, README, "exec"), scope)  # noqa: S102
