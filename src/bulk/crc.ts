// The CRC-32 of a whole from the CRCs of its pieces (zlib's crc32_combine): the workers deflate
// and check the labels piece by piece, and the page, which keeps only the compressed pieces,
// still writes the whole file's CRC into the ZIP. Arithmetic on polynomials over GF(2), modulo
// CRC-32's, in its reflected bit order.

const POLY = 0xedb88320;

/** a × b modulo the polynomial. */
function multiply(a: number, b: number): number {
  let product = 0;
  for (let m = 0x80000000; m !== 0; m >>>= 1) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k from 0 to 31. */
const X_TO_2_TO_K = (() => {
  const table = [0x40000000];
  for (let k = 1; k < 32; k++) table.push(multiply(table[k - 1]!, table[k - 1]!));
  return table;
})();

/** x^(n·2^k) modulo the polynomial. */
function xPower(n: number, k: number): number {
  let p = 0x80000000;
  for (; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multiply(X_TO_2_TO_K[k % 32]!, p);
  return p;
}

/** The CRC of A then B, from A's CRC, B's CRC and B's length in bytes. */
export const crc32Combine = (crcA: number, crcB: number, lengthB: number): number =>
  (multiply(xPower(lengthB, 3), crcA) ^ crcB) >>> 0;
