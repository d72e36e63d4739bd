import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/utils/use-translation";
import { fieldError } from "~/components/ui/ui.css";
import { validationKey } from "~/locales/validation-key";
import type { PhotoUploadAnswer } from "~/routes/resources.listing-photos/route";

type Upload = { name: string; progress: number; error: string | null };

/** Sends one photo to the upload route (JSON back), reporting upload progress (XMLHttpRequest can). */
function sendPhoto(url: string, file: File, onProgress: (fraction: number) => void): Promise<string | null> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append("intent", "upload");
    body.append("photos", file, file.name);
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      try {
        const data = JSON.parse(request.responseText) as PhotoUploadAnswer;
        resolve(data.photo && !data.photo.ok ? data.photo.message : null);
      } catch {
        resolve(request.status < 400 ? null : "error.try_again");
      }
    };
    request.onerror = () => resolve("error.try_again");
    request.send(body);
  });
}

/**
 * With JavaScript, choosing photos uploads them at once, one request each, with a progress bar
 * per photo; the form's own Upload button remains the way without JavaScript.
 */
export function usePhotoUploads(actionUrl: string) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [uploads, setUploads] = useState<Upload[]>([]);

  async function upload(files: FileList | null) {
    const chosen = Array.from(files ?? []);
    if (chosen.length === 0) return;
    setUploads(chosen.map((file) => ({ name: file.name, progress: 0, error: null })));
    const update = (index: number, change: Partial<Upload>) =>
      setUploads((current) => current.map((u, i) => (i === index ? { ...u, ...change } : u)));
    for (const [index, file] of chosen.entries()) {
      const error = await sendPhoto(actionUrl, file, (progress) => update(index, { progress }));
      update(index, { progress: 1, error });
    }
    revalidator.revalidate();
  }

  const list =
    uploads.length > 0 ? (
      <ul aria-label={t("wizard.uploads")} style={{ listStyle: "none", padding: 0 }}>
        {uploads.map((u) => (
          <li key={u.name}>
            {u.name} <progress max={1} value={u.progress} aria-label={t("wizard.upload_progress", { name: u.name })} />
            {u.error ? <span className={fieldError}> {t(validationKey(u.error))}</span> : null}
          </li>
        ))}
      </ul>
    ) : null;
  return { upload, list };
}
