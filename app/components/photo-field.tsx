import { useEffect, useRef, useState } from "react";

import { fillText } from "~/content/ui-text";
import { photoLimits } from "~/leads/quote-form-fields";

import { useUiText } from "./use-locale-text";

/** Photos the browser can draw, and so scale down before they are sent (photo-redraw.ts). */
const SCALABLE = ["image/jpeg", "image/png", "image/webp"];

interface Chosen {
  file: File;
  /** A thumbnail's object URL; none for a photo the browser can't draw (HEIC), which the server converts. */
  url?: string;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * "Photos of the tree": a plain file input that posts with the form. With
 * JavaScript, the chosen photos show as thumbnails, each with a remove
 * button, redrawn (smaller, without location data) before they are sent.
 */
export function PhotoField({ id, errors, sending }: { id: string; errors?: string[]; sending: boolean }) {
  const text = useUiText().photos;
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const invalid = Boolean(errors?.length);

  // The form's reset (after a successful send) empties the input: the thumbnails go with it.
  useEffect(() => {
    const form = input.current?.form;
    const clear = () => setChosen([]);
    form?.addEventListener("reset", clear);
    return () => form?.removeEventListener("reset", clear);
  }, []);
  useEffect(() => () => chosen.forEach(({ url }) => url && URL.revokeObjectURL(url)), [chosen]);

  /** The input sends exactly these files. */
  function choose(files: File[]) {
    const list = new DataTransfer();
    files.forEach((file) => list.items.add(file));
    input.current!.files = list.files;
    setChosen(
      files.map((file) => ({ file, url: SCALABLE.includes(file.type) ? URL.createObjectURL(file) : undefined })),
    );
  }

  async function onChange() {
    const files = [...(input.current?.files ?? [])].slice(0, photoLimits.maxPhotos);
    // The redrawing code loads when a visitor picks photos, not with every page that shows the form.
    const { redrawn } = await import("./photo-redraw");
    choose(await Promise.all(files.map((file) => (SCALABLE.includes(file.type) ? redrawn(file) : file))));
  }

  const total = chosen.reduce((sum, { file }) => sum + file.size, 0);
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
          <progress className="h-2 w-24" aria-label={text.sendingLabel} />
          {fillText(chosen.length === 1 ? text.sendingOne : text.sendingMany, {
            count: chosen.length,
            size: megabytes(total),
          })}
        </p>
      ) : null}
    </div>
  );
}
