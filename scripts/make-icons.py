#!/usr/bin/env python3
"""Draws the toolbar icon (an indigo rounded square with a white bookmark and a play notch) as PNGs.

Pure Python so it runs anywhere; 4x4 supersampling gives smooth edges. Output: public/icon/<size>.png.
"""
import os
import struct
import zlib

INDIGO = (79, 70, 229)
WHITE = (255, 255, 255)


def inside_rounded_square(x, y, radius=0.22):
    cx = min(max(x, radius), 1 - radius)
    cy = min(max(y, radius), 1 - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2


def inside_bookmark(x, y):
    # A bookmark ribbon: a tall rectangle whose bottom edge has a V cut out.
    left, right, top, bottom = 0.30, 0.70, 0.18, 0.84
    if not (left <= x <= right and top <= y <= bottom):
        return False
    notch_depth = 0.18
    middle = (left + right) / 2
    distance = abs(x - middle) / ((right - left) / 2)
    return y <= bottom - notch_depth * (1 - distance)


def inside_play(x, y):
    # A small play triangle punched out of the ribbon, pointing right.
    x0, x1, yc, half = 0.43, 0.60, 0.43, 0.10
    if not (x0 <= x <= x1):
        return False
    return abs(y - yc) <= half * (x1 - x) / (x1 - x0)


def pixel(x, y):
    if not inside_rounded_square(x, y):
        return None
    if inside_bookmark(x, y) and not inside_play(x, y):
        return WHITE
    return INDIGO


def render(size, samples=4):
    rows = []
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            r = g = b = a = 0
            for sy in range(samples):
                for sx in range(samples):
                    color = pixel((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size)
                    if color:
                        r += color[0]; g += color[1]; b += color[2]; a += 1
            n = samples * samples
            row += bytes([r // a if a else 0, g // a if a else 0, b // a if a else 0, 255 * a // n])
        rows.append(bytes(row))
    return b''.join(rows)


def png(size):
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data))
    header = struct.pack('>IIBBBBB', size, size, 8, 6, 0, 0, 0)
    return b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header) + chunk(b'IDAT', zlib.compress(render(size), 9)) + chunk(b'IEND', b'')


if __name__ == '__main__':
    out = os.path.join(os.path.dirname(__file__), '..', 'public', 'icon')
    os.makedirs(out, exist_ok=True)
    for size in (16, 32, 48, 128):
        with open(os.path.join(out, f'{size}.png'), 'wb') as handle:
            handle.write(png(size))
