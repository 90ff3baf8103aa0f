// How PGlite passes bytea (the stored files) to and from the database. Its own codec writes a parameter as hex
// text through an array of one string per byte, and reads a value back through one parseInt per byte: a 10 MB
// file cost about 600 MB of heap and seconds of one core each way, and parallel uploads summed it (issue 43,
// item 12). Here a parameter goes as it is, in PostgreSQL's binary format (PGlite sends any byte array so), and
// a value comes back through Node's hex decoder into one array of its size.

const BYTEA = 17;

/** PGlite types a serializer as giving text; the bytes it gives back it sends in binary (its Bind message). */
export const byteaSerializers = { [BYTEA]: (valor: Uint8Array) => valor as unknown as string };

export const byteaParsers = {
  [BYTEA]: (texto: string) => {
    const bytes = new Uint8Array((texto.length - 2) / 2);
    Buffer.from(bytes.buffer).write(texto.slice(2), "hex");
    return bytes;
  },
};
