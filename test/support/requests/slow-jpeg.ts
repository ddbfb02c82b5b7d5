// A progressive greyscale JPEG of `scans` near-empty AC scans: each is a few dozen bytes, yet a
// decoder reads each over every block of the picture before the first pixel comes out.

/** Bits written most significant first, with a 0x00 stuffed after each 0xFF byte as in a scan's data. */
class ScanBits {
  private bytes: number[] = [];
  private byte = 0;
  private filled = 0;

  put(value: number, count: number) {
    for (let i = count - 1; i >= 0; i--) {
      this.byte = (this.byte << 1) | ((value >> i) & 1);
      if (++this.filled === 8) {
        this.bytes.push(this.byte);
        if (this.byte === 0xff) this.bytes.push(0);
        this.byte = 0;
        this.filled = 0;
      }
    }
  }

  /** The bytes, the last one padded with 1 bits. */
  end(): number[] {
    while (this.filled !== 0) this.put(1, 1);
    return this.bytes;
  }
}

const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 255,
  ...body,
];

export function slowJpeg(width: number, height: number, scans: number): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const oneCode = (symbol: number) => [1, ...Array(15).fill(0), symbol]; // a single 1-bit code '0'
  const out = [0xff, 0xd8];
  out.push(...segment(0xdb, [0, ...Array(64).fill(1)])); // quantisation table 0
  out.push(...segment(0xc2, [8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0])); // progressive
  out.push(...segment(0xc4, [0x00, ...oneCode(0x00)])); // DC table: every difference is 0
  out.push(...segment(0xc4, [0x10, ...oneCode(0xe0)])); // AC table: a run of 2^14 or more empty blocks
  const dc = new ScanBits();
  for (let i = 0; i < blocks; i++) dc.put(0, 1);
  out.push(...segment(0xda, [1, 1, 0x00, 0, 0, 0x00]), ...dc.end());
  const ac = new ScanBits();
  for (let left = blocks; left > 0; left -= 32767) {
    ac.put(0, 1);
    ac.put(Math.min(left, 32767) - 16384, 14); // a last, shorter run may run past the end: ignored
  }
  const acData = ac.end();
  for (let s = 0; s < scans; s++) out.push(...segment(0xda, [1, 1, 0x00, 1, 63, 0x00]), ...acData);
  out.push(0xff, 0xd9);
  return Buffer.from(out);
}
