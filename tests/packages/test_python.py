"""The Python package as a user installs it: run by pytest in a fresh virtual environment with the
built wheel installed (scripts/lib/package-tests.mjs), against the `mrz` command built from the
same crates. MRZ_COMMAND is the command, MRZ_TESTDATA the repo's testdata folder."""

import datetime
import json
import os
import pickle
import subprocess
import tempfile
from pathlib import Path

import numpy as np
import pytest

import passport_mrz as mrz

COMMAND = os.environ["MRZ_COMMAND"]
TESTDATA = Path(os.environ["MRZ_TESTDATA"])


def jsonl(text):
    return [json.loads(line) for line in text.splitlines() if line]


def batch(out, *flags):
    subprocess.run([COMMAND, "batch", *flags, "--out", str(out)], check=True, capture_output=True)
    return jsonl((Path(out) / "labels.jsonl").read_text())


def test_compose_and_check_the_published_zones():
    files = ["formats.jsonl", "vectors-formats.jsonl", "national.jsonl"]
    vectors = [v for f in files for v in jsonl((TESTDATA / f).read_text())]
    assert len(vectors) > 88
    for v in vectors:
        checked = mrz.check("\n".join(v["lines"]), datetime.date(2026, 1, 1))
        assert checked["lines"] == v["lines"], v["name"]
        if v.get("decodeOnly"):
            assert checked["valid"] == v["valid"], v["name"]
            continue
        assert mrz.compose(v["fields"])["lines"] == v["lines"], v["name"]


def test_compose_and_check_give_the_commands_json_for_600_records():
    with tempfile.TemporaryDirectory() as out:
        labels = batch(out, "--count", "600", "--seed", "3", "--formats", "td3,td1,td2,mrva,mrvb,fra_id,fra_dl,che_dl",
                       "--corrupt", "0.3")
    keys = ["format", "type", "countryCode", "passportNo", "surname", "givenNames", "nationality",
            "dateOfBirth", "personalNo", "sex", "dateOfExpiry", "optionalData2"]
    records = [{k: label[k] for k in keys} for label in labels]
    composed = jsonl(subprocess.run([COMMAND, "compose", "--json"], input="\n".join(map(json.dumps, records)),
                                    capture_output=True, text=True, check=True).stdout)
    zones = ["\n".join(x for x in (l["line1"], l["line2"], l["line3"]) if x) for l in labels]
    checked = jsonl(subprocess.run([COMMAND, "check", "--json", "--today", "2026-11-28"], input="\n\n".join(zones),
                                   capture_output=True, text=True).stdout)
    for i, record in enumerate(records):
        assert mrz.compose(record) == composed[i], i
        theirs = {k: v for k, v in checked[i].items() if k not in ("block", "input_line")}
        assert mrz.check(zones[i], datetime.date(2026, 11, 28)) == theirs, i


def reference_chip(lines):
    """Part 11's MRZ information read from the zone's characters and its keys derived with hashlib
    alone: an independent reference."""
    import hashlib

    def parity(key):
        return bytes((b & 0xFE) | (bin(b >> 1).count("1") % 2 == 0) for b in key)

    zone, n = "".join(lines), len(lines[0])
    if len(lines) == 3:  # TD1: the number on line 1, the dates on line 2
        number, digit, optional = zone[5:14], zone[14], zone[15:30]
        birth, birth_digit, expiry, expiry_digit = zone[30:36], zone[36], zone[38:44], zone[44]
    else:
        number, digit, optional = zone[n:n + 9], zone[n + 9], zone[n + 28:2 * n - 1]
        birth, birth_digit, expiry, expiry_digit = zone[n + 13:n + 19], zone[n + 19], zone[n + 21:n + 27], zone[n + 27]
    # A card's number of more than nine characters: a filler for its digit, the rest and the
    # whole number's digit in the optional data (TD1, TD2).
    card = len(lines) == 3 or (n == 36 and not zone.startswith("V"))
    rest = optional.split("<")[0]
    if card and digit == "<" and "<" not in number and len(rest) >= 2:
        number, digit = number + rest[:-1], rest[-1]
    info = f"{number}{digit}{birth}{birth_digit}{expiry}{expiry_digit}"
    seed = hashlib.sha1(info.encode()).digest()[:16]
    pi = hashlib.sha1(info.encode()).digest()
    c3 = (3).to_bytes(4, "big")
    hexa = lambda b: b.hex().upper()
    return {
        "mrzInformation": info,
        "kSeed": hexa(seed),
        "kEnc": hexa(parity(hashlib.sha1(seed + (1).to_bytes(4, "big")).digest()[:16])),
        "kMac": hexa(parity(hashlib.sha1(seed + (2).to_bytes(4, "big")).digest()[:16])),
        "paceKpi": {
            "3des": hexa(parity(hashlib.sha1(pi + c3).digest()[:16])),
            "aes128": hexa(hashlib.sha1(pi + c3).digest()[:16]),
            "aes192": hexa(hashlib.sha256(pi + c3).digest()[:24]),
            "aes256": hexa(hashlib.sha256(pi + c3).digest()),
        },
        "dg1": hexa(bytes([0x61, len(zone) + 3, 0x5F, 0x1F, len(zone)]) + zone.encode()),
    }


def long_and_short_number_zones():
    """Cards of long numbers (continued in the optional data), numbers with fillers, every
    format; some with a check digit spoilt."""
    zones = []
    for i, (fmt, number) in enumerate([("td1", "D23145890734"), ("td1", "AB1234567890123"), ("td1", "X12345678901"),
                                       ("td2", "D23145890734"), ("td2", "AB12345678901"), ("td1", "AB12"),
                                       ("td2", "C7"), ("td3", "L898902C"), ("mrva", "X1"), ("mrvb", "12345678")]):
        lines = mrz.compose({"format": fmt, "type": "V" if fmt.startswith("mrv") else ("P" if fmt == "td3" else "I"),
                             "countryCode": "UTO", "passportNo": number, "surname": "STEVENSON", "nationality": "UTO",
                             "dateOfBirth": "340712", "sex": "M", "dateOfExpiry": "950712"})["lines"]
        zones.append(lines)
        if i % 2:  # the birth date's digit spoilt: values from the digit as printed
            at = (1, 6) if fmt == "td1" else (1, 19)
            line = lines[at[0]]
            spoilt = line[:at[1]] + str((int(line[at[1]]) + 1) % 10) + line[at[1] + 1:]
            zones.append([*lines[:at[0]], spoilt, *lines[at[0] + 1:]])
    return zones


def test_chip_agrees_with_an_independent_derivation_on_every_format():
    with tempfile.TemporaryDirectory() as out:
        labels = batch(out, "--count", "300", "--seed", "6", "--formats", "td3,td1,td2,mrva,mrvb", "--corrupt", "0.3")
    zones = [[x for x in (label["line1"], label["line2"], label["line3"]) if x] for label in labels]
    for lines in zones + long_and_short_number_zones():
        ours = mrz.chip("\n".join(lines))
        assert {k: ours[k] for k in reference_chip(lines)} == reference_chip(lines), lines
        assert ours["valid"] == all(c["valid"] for c in ours["checks"])
    # ICAO 9303 Part 11, Appendix D.2, from its zone's fields.
    zone = mrz.compose({"type": "P", "countryCode": "UTO", "passportNo": "L898902C", "surname": "ERIKSSON",
                        "dateOfBirth": "690806", "sex": "F", "dateOfExpiry": "940623"})["lines"]
    assert mrz.chip("\n".join(zone))["kEnc"] == "AB94FDECF2674FDFB9B391F85D7F76F2"
    with pytest.raises(ValueError, match="one line of 5 characters"):
        mrz.chip("P<UTO")


def test_a_test_set_is_the_commands_and_its_pictures_its_files():
    ts = mrz.TestSet(6, seed=9, formats={"td3": 50, "td1": 30, "mrvb": 20}, realism="photo", image="jpeg", corrupt=0.5, made_up=0.5)
    assert len(ts) == 6
    with tempfile.TemporaryDirectory() as out:
        labels = batch(out, "--count", "6", "--seed", "9", "--formats", "td3=50,td1=30,mrvb=20", "--realism", "photo",
                       "--image", "jpeg", "--corrupt", "0.5", "--made-up", "0.5")
        for i, (image, label) in enumerate(ts):
            assert label == labels[i], i
            assert image.dtype == np.uint8 and image.ndim == 2
            assert image.shape == (label["height"], label["width"])
            data, same = ts.file(i)
            assert same == label
            assert data == (Path(out) / label["file"]).read_bytes()
    assert ts[-1][1] == labels[-1]
    with pytest.raises(IndexError):
        ts[6]


def png_pixels(data):
    """The pixels of one of the sets' PNGs (8-bit, unfiltered rows), decoded here by hand."""
    import struct
    import zlib
    at, idat, (width, height, channels) = 8, b"", (0, 0, 0)
    while at < len(data):
        size, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + size]
        if kind == b"IHDR":
            width, height, _, colour = struct.unpack(">IIBB", body[:10])
            channels = 3 if colour == 2 else 1
        elif kind == b"IDAT":
            idat += body
        at += 12 + size
    rows = np.frombuffer(zlib.decompress(idat), np.uint8).reshape(height, 1 + width * channels)
    assert not rows[:, 0].any()
    return rows[:, 1:].reshape((height, width, channels) if channels == 3 else (height, width))


def test_a_pngs_pixels_are_its_files():
    for palette in ("grey", "colour"):
        ts = mrz.TestSet(3, seed=5, realism="scan", palette=palette)
        for i in range(3):
            image, label = ts[i]
            data, same = ts.file(i)
            assert same == label
            assert np.array_equal(image, png_pixels(data)), (palette, i)


def test_colour_pictures_are_rgb_and_a_set_pickles():
    ts = mrz.TestSet(2, seed=4, realism="scan", palette="colour")
    image, label = ts[1]
    assert image.shape == (label["height"], label["width"], 3)
    again = pickle.loads(pickle.dumps(ts))
    assert len(again) == 2
    assert again[1][1] == label
    assert np.array_equal(again[1][0], image)


def test_render_draws_what_read_reads_back():
    record = {"format": "td1", "type": "I", "countryCode": "UTO", "passportNo": "D23145890", "surname": "ERIKSSON"}
    lines = mrz.compose(record)["lines"]
    png = mrz.render(lines)
    cli = subprocess.run([COMMAND, "render", "--out", "-"], input=json.dumps(record).encode(), capture_output=True, check=True).stdout
    assert png == cli
    reading = mrz.read(png)
    assert reading["lines"] == lines and reading["format"] == "td1" and reading["valid"]
    assert len(reading["quad"]) == 4 and len(reading["confidence"]) == 3
    # Corners to the hundredth of a pixel, not an f32's digits (100.94979095458984).
    assert all(abs(v * 100 - round(v * 100)) < 1e-6 for corner in reading["quad"] for v in corner), reading["quad"]
    image, _ = mrz.TestSet(1, seed=2, realism="photo")[0]
    assert mrz.read(image)["valid"] in (True, False)
    svg = mrz.render(record, as_="svg", dpi=300)
    assert svg.startswith("<svg ") and 'mm"' in svg


@pytest.mark.parametrize("name", ["td3-scan-g4.tif", "td3-scan.webp", "td3-scan-cmyk.jpg"])
def test_read_takes_a_scanners_g4_tiff_a_webp_upload_and_a_cmyk_jpeg(name):
    reading = mrz.read((TESTDATA / "pictures" / name).read_bytes())
    assert reading["lines"] == ["P<GRCIOANNOU<<PARASKEVI<GEORGIA<<<<<<<<<<<<<", "ZI15115842GRC8510013F3112272<<<<<<<<<<<<<<00"]
    assert reading["valid"]


def test_bad_input_raises_value_error_with_the_commands_words():
    with pytest.raises(ValueError, match='"format" must be one of td3, td1, td2, mrva, mrvb, fra_id, fra_dl, che_dl, got "td4"'):
        mrz.compose({"format": "td4"})
    with pytest.raises(ValueError, match="record must be a dict"):
        mrz.compose("DOE")
    with pytest.raises(ValueError, match="one line of 5 characters"):
        mrz.check("P<UTO")
    with pytest.raises(ValueError, match="line 1 has 'a' at 6"):
        mrz.render(["P<UTOab"])
    with pytest.raises(ValueError, match='as_ must be "png" or "svg"'):
        mrz.render({}, as_="gif")
    with pytest.raises(ValueError, match="a che_dl zone: chip keys and DG1 are ICAO 9303's"):
        mrz.chip("AAA001D<<\nFACHE305142128097<<800126<<<<<\nMARCHAND<<FABIENNE<<<<<<<<<<<<")
    with pytest.raises(ValueError, match="not a PNG, JPEG, TIFF, WebP, BMP or GIF picture"):
        mrz.read(b"123")
    blurred = (TESTDATA / "pictures" / "td3-blurred.png").read_bytes()
    with pytest.raises(ValueError, match=r"looks like a machine-readable zone \(2 lines of 44 characters\) but could not read it: \d+ of its 88"):
        mrz.read(blurred)
    with pytest.raises(ValueError, match='"count": must be a whole number from 1 to 1000000, got 0'):
        mrz.TestSet(0)
    with pytest.raises(ValueError, match='"realism": "dusty" is not a preset'):
        mrz.TestSet(1, realism="dusty")
    with pytest.raises(ValueError, match='"colour" is not an option'):
        mrz.TestSet(1, colour="red")
    with pytest.raises(ValueError, match=r"no zone \(expected 1, 2 or 3 lines, got 0\)"):
        mrz.render([])
    with pytest.raises(ValueError, match=r"no zone \(one line of 0 characters"):
        mrz.render([""])
    with pytest.raises(ValueError, match="options: Out of range float"):
        mrz.TestSet(2, middle=float("nan"))
    with pytest.raises(ValueError, match="the weights add up to more than a number holds"):
        mrz.TestSet(2, formats={"td3": 1e308, "td1": 1e308})
    with pytest.raises(ValueError, match='"layout": tesstrain makes a picture of each line'):
        mrz.TestSet(1, layout="tesstrain")
    with pytest.raises(ValueError, match='"jpegQuality" and "jpeg_quality" are one option'):
        mrz.TestSet(1, image="jpeg", jpeg_quality=50, jpegQuality=60)


def test_a_day_that_is_no_date_is_a_type_error_and_a_datetime_a_day():
    zone = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10"
    with pytest.raises(TypeError, match="^today must be a datetime.date, got str$"):
        mrz.check(zone, "2026-11-28")
    with pytest.raises(TypeError, match="^today must be a datetime.date, got int$"):
        mrz.check(zone, 20261128)
    moment = datetime.datetime(2026, 11, 28, 12, 30)
    assert mrz.check(zone, moment) == mrz.check(zone, datetime.date(2026, 11, 28))


def test_numpy_numbers_slices_and_any_array_layout():
    ts = mrz.TestSet(np.int64(5), seed=np.int64(7))
    assert len(ts) == 5
    assert [label["index"] for _, label in ts[1:4]] == [2, 3, 4]
    assert [label["index"] for _, label in ts[::-2]] == [5, 3, 1]
    assert ts.file(-1)[1] == ts[4][1]
    with pytest.raises(IndexError):
        ts.file(5)
    image = ts[0][0]
    reading = mrz.read(np.asfortranarray(image))
    assert reading == mrz.read(image)
    assert mrz.read(np.ascontiguousarray(np.stack([image] * 3, axis=-1)))["lines"] == reading["lines"]


def label_index(args):
    ts, i = args
    return ts[i][1]["index"]


def test_worker_processes_draw_every_record_once():
    # As a DataLoader's workers take a set: pickled to fresh processes, each drawing the indices
    # it is given.
    import multiprocessing
    ts = mrz.TestSet(12, seed=5)
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        indices = pool.map(label_index, [(ts, i) for i in range(12)], chunksize=3)
    assert indices == list(range(1, 13))


def test_dataloader_workers_draw_every_record_once():
    torch = pytest.importorskip("torch", reason="torch is not installed here: the DataLoader test needs it")
    ts = mrz.TestSet(12, seed=5)
    loader = torch.utils.data.DataLoader(ts, batch_size=None, num_workers=2, collate_fn=lambda x: x)
    indices = sorted(label["index"] for _, label in loader)
    assert indices == list(range(1, 13))


def test_a_hugging_face_dataset_from_a_test_set():
    datasets = pytest.importorskip("datasets", reason="datasets is not installed here: the Hugging Face test needs it")
    ts = mrz.TestSet(4, seed=6, formats="td1")
    ds = datasets.Dataset.from_generator(lambda: ({"image": image, **label} for image, label in ts))
    assert ds.num_rows == 4
    assert ds[2]["line1"] == ts[2][1]["line1"]
