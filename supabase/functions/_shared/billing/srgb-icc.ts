// The sRGB ICC profile a PDF/A's OutputIntent needs, computed here from sRGB's published
// colorimetry (IEC 61966-2-1: the primaries, the D65 white, the transfer curve) rather than
// copied from a file: an ICC v2 display profile (matrix/TRC), adapted to the D50 connection
// space with the Bradford transform, as ICC.1:2001-04 lays it out. Same bytes on every call.

const PRIMARIES = { r: [0.64, 0.33], g: [0.3, 0.6], b: [0.15, 0.06] } as const;
const D65 = [0.3127, 0.329] as const;
/** The ICC connection space's white (D50), as the header and the colorants use it. */
export const D50_XYZ = [0.9642, 1.0, 0.8249] as const;

type Vec = [number, number, number];
type Mat = [Vec, Vec, Vec];

const xyToXYZ = ([x, y]: readonly [number, number]): Vec => [x / y, 1, (1 - x - y) / y];
const mul = (m: Mat, v: Vec): Vec => m.map((row) => row[0] * v[0] + row[1] * v[1] + row[2] * v[2]) as Vec;
const matmul = (a: Mat, b: Mat): Mat =>
  a.map((row) => [0, 1, 2].map((j) => row[0] * b[0][j] + row[1] * b[1][j] + row[2] * b[2][j])) as Mat;
function inverse(m: Mat): Mat {
  const [[a, b, c], [d, e, f], [g, h, i]] = m;
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  return [
    [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
    [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
    [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
  ];
}

/** The XYZ (D50) of the red, green and blue colorants: sRGB's RGB→XYZ matrix, Bradford-adapted. */
export function srgbColorants(): { r: Vec; g: Vec; b: Vec } {
  const white = xyToXYZ(D65);
  const columns = [PRIMARIES.r, PRIMARIES.g, PRIMARIES.b].map(xyToXYZ);
  const P: Mat = [0, 1, 2].map((row) => columns.map((column) => column[row])) as Mat;
  const scale = mul(inverse(P), white);
  const rgbToXyz: Mat = P.map((row) => row.map((value, column) => value * scale[column])) as Mat;
  const bradford: Mat = [
    [0.8951, 0.2664, -0.1614],
    [-0.7502, 1.7135, 0.0367],
    [0.0389, -0.0685, 1.0296],
  ];
  const [ws, wd] = [mul(bradford, white), mul(bradford, [...D50_XYZ] as Vec)];
  const adapt = matmul(
    inverse(bradford),
    matmul(
      [
        [wd[0] / ws[0], 0, 0],
        [0, wd[1] / ws[1], 0],
        [0, 0, wd[2] / ws[2]],
      ],
      bradford,
    ),
  );
  const adapted = matmul(adapt, rgbToXyz);
  const column = (index: number): Vec => [adapted[0][index], adapted[1][index], adapted[2][index]];
  return { r: column(0), g: column(1), b: column(2) };
}

/** sRGB's transfer function (encoded value 0…1 → linear light). */
export const srgbToLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

class Writer {
  bytes: number[] = [];
  u8 = (v: number) => this.bytes.push(v & 0xff);
  u16 = (v: number) => (this.u8(v >> 8), this.u8(v));
  u32 = (v: number) => (this.u16(v >>> 16), this.u16(v & 0xffff));
  ascii = (text: string) => [...text].forEach((c) => this.u8(c.charCodeAt(0)));
  s15Fixed16 = (v: number) => this.u32(Math.round(v * 65536) >>> 0);
  pad = () => {
    while (this.bytes.length % 4) this.u8(0);
  };
}

function xyzTag(v: readonly number[]) {
  const w = new Writer();
  w.ascii('XYZ ');
  w.u32(0);
  v.forEach(w.s15Fixed16);
  return w.bytes;
}
function textTag(text: string) {
  const w = new Writer();
  w.ascii('text');
  w.u32(0);
  w.ascii(text);
  w.u8(0);
  return w.bytes;
}
function descTag(text: string) {
  const w = new Writer();
  w.ascii('desc');
  w.u32(0);
  w.u32(text.length + 1);
  w.ascii(text);
  w.u8(0);
  w.u32(0); // no Unicode description
  w.u32(0);
  w.u16(0); // no ScriptCode description
  w.u8(0);
  for (let i = 0; i < 67; i++) w.u8(0);
  return w.bytes;
}
function curveTag(points: number) {
  const w = new Writer();
  w.ascii('curv');
  w.u32(0);
  w.u32(points);
  for (let i = 0; i < points; i++) w.u16(Math.round(srgbToLinear(i / (points - 1)) * 65535));
  return w.bytes;
}

export const SRGB_DESCRIPTION = 'sRGB IEC61966-2.1';

/** The profile's bytes (about 2.6 KB: a 1 024-point curve shared by the three channels). */
export function srgbIccProfile(): Uint8Array {
  const { r, g, b } = srgbColorants();
  const curve = curveTag(1024);
  const tags: [string, number[]][] = [
    ['desc', descTag(SRGB_DESCRIPTION)],
    ['cprt', textTag('No copyright, computed from IEC 61966-2-1 colorimetry')],
    ['wtpt', xyzTag(xyToXYZ(D65))],
    ['rXYZ', xyzTag(r)],
    ['gXYZ', xyzTag(g)],
    ['bXYZ', xyzTag(b)],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  const body = new Writer();
  const table: [string, number, number][] = [];
  let offset = 128 + 4 + 12 * tags.length;
  const placed = new Map<number[], number>();
  for (const [signature, data] of tags) {
    // The three curves are one tag's data, pointed at three times (allowed by ICC).
    const at = placed.get(data) ?? offset;
    if (!placed.has(data)) {
      placed.set(data, at);
      data.forEach(body.u8);
      body.pad();
      offset = 128 + 4 + 12 * tags.length + body.bytes.length;
    }
    table.push([signature, at, data.length]);
  }
  const out = new Writer();
  const size = offset;
  out.u32(size);
  out.u32(0); // preferred CMM: none
  out.u32(0x02100000); // version 2.1
  out.ascii('mntrRGB XYZ ');
  [2000, 1, 1, 0, 0, 0].forEach(out.u16); // a fixed creation date keeps the bytes stable
  out.ascii('acsp');
  out.u32(0); // primary platform: none
  out.u32(0); // flags
  out.u32(0); // device manufacturer
  out.u32(0); // device model
  out.u32(0);
  out.u32(0); // device attributes
  out.u32(0); // rendering intent: perceptual
  D50_XYZ.forEach(out.s15Fixed16);
  out.u32(0); // creator
  while (out.bytes.length < 128) out.u8(0); // profile ID (v4 only) and reserved bytes
  out.u32(tags.length);
  for (const [signature, at, length] of table) {
    out.ascii(signature);
    out.u32(at);
    out.u32(length);
  }
  return new Uint8Array([...out.bytes, ...body.bytes]);
}
