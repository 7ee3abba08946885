import { useEffect, useRef, useState } from "react";

import { fillText } from "~/content/ui-text";
import {
  drawablePhotoTypes,
  photoLimits,
  UPLOAD_PROGRESS_EVENT,
  type UploadProgress,
} from "~/leads/intake/quote-form-fields";

import { useUiText } from "./use-locale-text";

interface Chosen {
  file: File;
  /** A thumbnail's object URL; none for a photo the browser can't draw (HEIC), which the server converts. */
  url?: string;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * "Photos of the tree": a plain file input that posts with the form. With
 * JavaScript, the chosen photos show as thumbnails, each with a remove
 * button; the send redraws them (smaller, without location data: the
 * drawing starts here, as they are chosen) and tells its bytes sent and time left.
 */
export function PhotoField({ id, errors, sending }: { id: string; errors?: string[]; sending: boolean }) {
  const text = useUiText().photos;
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [progress, setProgress] = useState<UploadProgress>();
  const invalid = Boolean(errors?.length);

  useEffect(() => {
    // Photos chosen before the script started are already in the input.
    if (input.current?.files?.length) void onChange();
    // The form's reset (after a successful send) empties the input: the thumbnails go with it.
    const form = input.current?.form;
    const clear = () => setChosen([]);
    const told = (event: Event) => setProgress((event as CustomEvent<UploadProgress>).detail);
    form?.addEventListener("reset", clear);
    window.addEventListener(UPLOAD_PROGRESS_EVENT, told);
    return () => {
      form?.removeEventListener("reset", clear);
      window.removeEventListener(UPLOAD_PROGRESS_EVENT, told);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page becomes interactive
  }, []);
  if (!sending && progress) setProgress(undefined);
  useEffect(() => () => chosen.forEach(({ url }) => url && URL.revokeObjectURL(url)), [chosen]);

  /** The input sends exactly these files. */
  function choose(files: File[]) {
    const list = new DataTransfer();
    files.forEach((file) => list.items.add(file));
    input.current!.files = list.files;
    setChosen(
      files.map((file) => ({
        file,
        url: drawablePhotoTypes.includes(file.type) ? URL.createObjectURL(file) : undefined,
      })),
    );
  }

  async function onChange() {
    const files = [...(input.current?.files ?? [])].slice(0, photoLimits.maxPhotos);
    choose(files);
    // The redrawing code loads when a visitor picks photos, not with every page that shows the form.
    const { shrunk } = await import("~/leads/photos/photo-redraw");
    files.forEach((file) => void shrunk(file));
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="field-label">
        {fillText(text.label, { max: photoLimits.maxPhotos })}
      </label>
      <input
        ref={input}
        id={id}
        name="photos"
        type="file"
        multiple
        accept={photoLimits.types.join(",")}
        onChange={onChange}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
        className="photo-input"
      />
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {fillText(text.hint, { size: megabytes(photoLimits.maxPhotoBytes).replace(".0", "") })}
      </p>
      {invalid ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {errors!.join(" ")}
        </p>
      ) : null}
      {chosen.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={text.chosen}>
          {chosen.map(({ file, url }, index) => (
            <li key={url ?? `${index}-${file.name}`} className="relative">
              {url ? (
                <img src={url} alt={file.name} className="size-20 rounded-md border border-stone-200 object-cover" />
              ) : (
                <span className="flex size-20 items-center justify-center break-all rounded-md border border-stone-200 bg-stone-50 p-1 text-center text-xs text-stone-700">
                  {file.name}
                </span>
              )}
              <button
                type="button"
                onClick={() => choose(chosen.filter((_, other) => other !== index).map((photo) => photo.file))}
                className="absolute -right-2 -top-2 flex size-8 items-center justify-center rounded-full bg-stone-900 text-lg font-bold leading-none text-white"
                aria-label={fillText(text.remove, { name: file.name })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {sending && chosen.length ? (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-primary-900">
          <progress
            className="h-2 w-24 shrink-0"
            aria-label={text.sending}
            value={progress?.sent}
            max={progress?.total}
          />
          {progress?.secondsLeft !== undefined &&
            fillText(text.progress, {
              sent: megabytes(progress.sent),
              total: megabytes(progress.total),
              left:
                progress.secondsLeft < 90
                  ? `${progress.secondsLeft} s`
                  : `${Math.round(progress.secondsLeft / 60)} min`,
            })}
        </p>
      ) : null}
    </div>
  );
}
