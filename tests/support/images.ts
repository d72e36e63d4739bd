import sharp from "sharp";

/** A plain image of one colour in the given format. */
export const solidImage = (width: number, height: number, format: "png" | "webp" | "gif" | "jpeg", background = "#00ff0080") =>
  sharp({ create: { width, height, channels: 4, background } })
    .toFormat(format)
    .toBuffer();

/**
 * An 800×600 camera-style JPEG, left half red and right half blue, stored sideways
 * (EXIF orientation 6) and carrying GPS coordinates and a camera make ("TestCam").
 */
export async function cameraJpeg(): Promise<Buffer> {
  const red = await sharp({ create: { width: 400, height: 600, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 800, height: 600, channels: 3, background: "#0000ff" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "TestCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 8/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "5/1 21/1 0/1" },
    })
    .toBuffer();
}
