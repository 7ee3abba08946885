import type { LeadPhotoSummary } from "~/leads/photos/lead-photos.server";
import { PHOTO_STORAGE_FULL } from "~/leads/photos/photo-storage";

/**
 * The photos the visitor sent, as thumbnails (small JPEGs of their own, also for a HEIC stored
 * before photos were converted); a tap opens the full size. Or why none were stored, or None.
 */
export function LeadPhotos({
  photos,
  name,
  notStored,
}: {
  photos: LeadPhotoSummary[];
  name: string;
  notStored: number;
}) {
  if (!photos.length && !notStored) return <span className="text-stone-600">None</span>;
  if (notStored) {
    return (
      <p className="font-medium text-red-800" data-testid="photos-not-stored">
        {`${notStored} photo${notStored === 1 ? " was" : "s were"} sent but not stored: ${PHOTO_STORAGE_FULL}`}
      </p>
    );
  }
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`Photos from ${name}`}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          {photo.processing ? (
            <span
              className="flex size-24 items-center justify-center rounded-md border border-stone-200 bg-stone-100 p-1 text-center text-xs text-stone-700"
              title={photo.originalName ?? undefined}
            >
              {`Photo ${index + 1} of ${photos.length}: processing`}
            </span>
          ) : (
            <a
              href={photo.url}
              target="_blank"
              rel="noreferrer"
              className="block rounded-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              <img
                src={photo.thumbnailUrl}
                alt={`Sent by ${name}, ${index + 1} of ${photos.length} (opens full size)`}
                title={photo.originalName ?? undefined}
                loading="lazy"
                width={96}
                height={96}
                className="size-24 rounded-md border border-stone-200 object-cover"
              />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
