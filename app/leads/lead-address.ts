/**
 * The text SPEC §7's client sends for "no address" (its form never asks):
 * stored as sent, but nowhere to drive.
 */
const SPEC_NO_ADDRESS = "not required";

export const isDrivableAddress = (address: string | null): address is string =>
  Boolean(address?.trim()) && address!.trim().toLowerCase() !== SPEC_NO_ADDRESS;

/** Directions from where the phone is: Google's Maps URLs open the maps app on iOS and Android, else the website. */
export function directionsUrl(address: string) {
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: "1", destination: address })}`;
}
