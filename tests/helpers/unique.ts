let counter = 0;

/** A name prefix no other test uses, so assertions never depend on other tests' leads. */
export const unique = (label: string) => `${label}${Date.now().toString(36)}${counter++}`;
