import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

const encoder = new TextEncoder();

/**
 * A ZIP written as it goes (fflate's streaming Zip): each file is compressed as its parts are
 * pushed, so only the compressed result is held, never every CSV as text at once. The result
 * ends up in one buffer because it is stored in data_exports.content.
 */
export function zipWriter() {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished!: () => void;
  const done = new Promise<void>((resolve) => {
    finished = resolve;
  });
  const zip = new Zip((error, data, final) => {
    if (error) failure = error;
    else chunks.push(data);
    if (final || error) finished();
  });
  const check = () => {
    if (failure) throw failure;
  };
  return {
    /** A file whose text is pushed in parts; `end` closes it. */
    open(name: string) {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      return {
        push(text: string) {
          file.push(encoder.encode(text));
          check();
        },
        end() {
          file.push(new Uint8Array(0), true);
          check();
        },
      };
    },
    /** A file already compressed (a JPEG) or small (a PDF): stored as it is, whole. */
    add(name: string, bytes: Uint8Array, compress = false) {
      const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(file);
      file.push(bytes, true);
      check();
    },
    async finish(): Promise<Buffer> {
      zip.end();
      await done;
      check();
      return Buffer.concat(chunks);
    },
  };
}
