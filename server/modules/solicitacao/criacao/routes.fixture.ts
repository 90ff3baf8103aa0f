// Test helpers for the multipart routes of request creation and documents (not a test file itself).

/** A small real PDF: its bytes start with the %PDF signature file-type reads. */
export const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

// The smallest valid PNG: signature, IHDR of a 1x1 image, IDAT, IEND.
export const PNG = Uint8Array.from(
  Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
    "hex",
  ),
);

export const arquivo = (bytes: Uint8Array, nome: string, tipo = "application/pdf") =>
  new File([new Uint8Array(bytes)], nome, { type: tipo });
