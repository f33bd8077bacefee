#!/usr/bin/env python3
"""Writes the device descriptions used by intensity evaluation and decoder tests.

Each is an evemu 1.3 description (N, I, P, B, A lines) written from the facts in the project's
evdev reference (axis codes, key codes, property bits); ranges are typical for the kind of
device, not copied from a recording. Run from this directory: python3 make-devices.py
"""

KEY = dict(BTN_TOOL_PEN=0x140, BTN_TOOL_RUBBER=0x141, BTN_TOOL_FINGER=0x145, BTN_TOOL_DOUBLETAP=0x14d,
           BTN_TOUCH=0x14a, BTN_STYLUS=0x14b, BTN_STYLUS2=0x14c)
ABS = dict(X=0x00, Y=0x01, PRESSURE=0x18, MT_SLOT=0x2f, MT_TOUCH_MAJOR=0x30, MT_TOUCH_MINOR=0x31,
           MT_POSITION_X=0x35, MT_POSITION_Y=0x36, MT_TOOL_TYPE=0x37, MT_TRACKING_ID=0x39)
INPUT_PROP_DIRECT = 0x01
DIRECT = 1 << INPUT_PROP_DIRECT  # property bitmask byte


def mask_lines(type_code, codes, lines):
    bits = [0] * (lines * 64)
    for c in codes:
        bits[c] = 1
    out = []
    for k in range(lines):
        chunk = bits[64 * k:64 * (k + 1)]
        data = [sum(chunk[8 * j + b] << b for b in range(8)) for j in range(8)]
        out.append("B: %02x %s" % (type_code, " ".join("%02x" % v for v in data)))
    return out


def describe(name, ids, comment, keys, axes, props=DIRECT):
    lines = ["# EVEMU 1.3", '# Input device name: "%s"' % name]
    lines += ["# " + c for c in comment]
    lines += ["N: " + name, "I: " + ids, "P: %02x 00 00 00 00 00 00 00" % props]
    lines += mask_lines(0x00, [0, 1, 3, 4], 1)
    lines += mask_lines(0x01, [KEY[k] for k in keys], 12)
    lines += mask_lines(0x02, [], 1)
    lines += mask_lines(0x03, [ABS[a[0]] for a in axes], 1)
    for t in (0x04, 0x05, 0x11, 0x12, 0x14, 0x15, 0x15, 0x16, 0x17):
        lines.append("B: %02x 00 00 00 00 00 00 00 00" % t)
    for a in sorted(axes, key=lambda a: ABS[a[0]]):
        lines.append("A: %02x %d %d 0 0 %d" % (ABS[a[0]], a[1], a[2], a[3]))
    return "\n".join(lines) + "\n"


def mt_positions(xmax, ymax, res, slots=10):
    return [("X", 0, xmax, res), ("Y", 0, ymax, res), ("MT_SLOT", 0, slots - 1, 0),
            ("MT_POSITION_X", 0, xmax, res), ("MT_POSITION_Y", 0, ymax, res), ("MT_TRACKING_ID", 0, 65535, 0)]


DEVICES = {
    "size-only-1mm.evemu": describe(
        "ELAN2514:00 04F3:2817", "0018 04f3 2817 0100",
        ["Fixture: an I2C touchscreen whose only force proxy is contact size, 0…255 at 1 unit/mm",
         "(as many ELAN panels report); no pressure axis. 293x165 mm."],
        ["BTN_TOUCH"],
        mt_positions(3516, 1980, 12) + [("MT_TOUCH_MAJOR", 0, 255, 1), ("MT_TOUCH_MINOR", 0, 255, 1)]),
    "size-without-resolution.evemu": describe(
        "Wacom Cintiq 24HD touch Finger", "0003 056a 00f8 0110",
        ["Fixture: a pen display's touch node with contact-size axes and no size resolution",
         "(as the Cintiq 24HD touch reports); positions 8 units/mm."],
        ["BTN_TOUCH", "BTN_TOOL_FINGER", "BTN_TOOL_DOUBLETAP"],
        mt_positions(4095, 2303, 8) + [("MT_TOUCH_MAJOR", 0, 4095, 0), ("MT_TOUCH_MINOR", 0, 4095, 0)]),
    "minor-reported-zero.evemu": describe(
        "Goodix Capacitive TouchScreen", "0018 27c6 0111 0100",
        ["Fixture: a panel advertising TOUCH_MAJOR and TOUCH_MINOR 0…255 at 1 unit/mm whose",
         "firmware never fills the minor (evaluated with the minor's events removed)."],
        ["BTN_TOUCH"],
        mt_positions(1919, 1079, 8, slots=5) + [("MT_TOUCH_MAJOR", 0, 255, 1), ("MT_TOUCH_MINOR", 0, 255, 1)]),
    "duration-only.evemu": describe(
        "ILITEK ILITEK-TP", "0003 222a 0001 0110",
        ["Fixture: a USB touchscreen reporting positions only: no pressure, no contact size."],
        ["BTN_TOUCH"],
        mt_positions(16384, 9600, 0)),
    "pen-and-touch.evemu": describe(
        "Wacom Serial Penabled 2FG Touchscreen", "0013 056a 0093 0000",
        ["Fixture: a serial Wacom tablet PC node carrying a pen (BTN_TOOL_PEN, ABS_X/Y/PRESSURE)",
         "and two-finger multitouch (BTN_TOOL_FINGER, ABS_MT_SLOT) on one node."],
        ["BTN_TOOL_PEN", "BTN_TOOL_RUBBER", "BTN_TOOL_FINGER", "BTN_TOOL_DOUBLETAP", "BTN_TOUCH", "BTN_STYLUS", "BTN_STYLUS2"],
        [("X", 0, 26200, 100), ("Y", 0, 16400, 100), ("PRESSURE", 0, 255, 0), ("MT_SLOT", 0, 1, 0),
         ("MT_POSITION_X", 0, 1023, 4), ("MT_POSITION_Y", 0, 1023, 6), ("MT_TOOL_TYPE", 0, 2, 0),
         ("MT_TRACKING_ID", 0, 65535, 0)]),
    "size-axis-empty-range.evemu": describe(
        "Broken Size Panel", "0018 1234 5678 0100",
        ["Fixture (bad input): TOUCH_MAJOR advertised with range 0…0 and TOUCH_MINOR 10…5."],
        ["BTN_TOUCH"],
        mt_positions(1919, 1079, 8, slots=5) + [("MT_TOUCH_MAJOR", 0, 0, 1), ("MT_TOUCH_MINOR", 10, 5, 0)]),
}

if __name__ == "__main__":
    for name, text in DEVICES.items():
        with open(name, "w") as f:
            f.write(text)
