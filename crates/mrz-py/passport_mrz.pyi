"""Compose, check, draw, read and make test sets of ICAO 9303 machine-readable zones.

The dicts have the keys of the `mrz` command's `--json` output: `compose` gives
{"format", "hints", "lines"}; `check` {"format", "lines", "fields", "spans", "checks",
"valid", "findings", "birth"?, "expiry"?, "repair"?, "candidates"?}, each check
{"name", "line", "at", "found", "expected", "valid"}; `read` {"lines", "format", "valid",
"quad", "confidence"}; a TestSet's labels are `mrz batch`'s labels.jsonl rows."""

import datetime
from typing import Any, Iterator, Literal, Mapping, Sequence, Union, overload

import numpy
import numpy.typing

__version__: str

Record = Mapping[str, str]
Label = dict[str, Any]

def compose(record: Record) -> dict[str, Any]: ...
def check(text: str, today: datetime.date | None = None) -> dict[str, Any]: ...
def chip(text: str) -> dict[str, Any]: ...
@overload
def render(record_or_lines: Union[Record, Sequence[str]], as_: Literal["png"] = "png", dpi: float | None = None) -> bytes: ...
@overload
def render(record_or_lines: Union[Record, Sequence[str]], as_: Literal["svg"], dpi: float | None = None) -> str: ...
def read(data: Union[bytes, numpy.typing.NDArray[numpy.uint8]]) -> dict[str, Any]: ...

class TestSet:
    def __init__(
        self,
        count: int,
        seed: int = 1,
        formats: Union[str, Mapping[str, float], None] = None,
        realism: Literal["clean", "scan", "photo", "harsh", "web"] = "clean",
        image: Literal["png", "jpeg"] = "png",
        **options: Any,
    ) -> None: ...
    def __len__(self) -> int: ...
    def __getitem__(self, i: int) -> tuple[numpy.typing.NDArray[numpy.uint8], Label]: ...
    def __iter__(self) -> Iterator[tuple[numpy.typing.NDArray[numpy.uint8], Label]]: ...
    def file(self, i: int) -> tuple[bytes, Label]: ...
