/**
 * An error's message as staff and logs may see it: short, and without the
 * credentials an address such as smtp://user:password@host or https://key:secret@host carries.
 */
export function errorText(error: unknown, maxLength = 1000) {
  return (error instanceof Error ? error.message : String(error))
    .replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, "//")
    .slice(0, maxLength);
}
