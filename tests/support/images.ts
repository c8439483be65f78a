import sharp from 'sharp';

/** A real JPEG carrying EXIF metadata (camera, author, GPS-like comment) that uploads must strip. */
export function photoWithMetadata(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0b6470' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'PhoneCam', Artist: 'Priya Shah', ImageDescription: 'Home 51.5072N 0.1276W' } } })
    .toBuffer();
}

interface FilePart {
  name: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body with text fields and any files (usually one). */
export function multipart(fields: Record<string, string>, ...files: Array<FilePart | undefined>) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files.filter((f) => f !== undefined)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
