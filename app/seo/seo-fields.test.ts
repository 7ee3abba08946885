import { describe, expect, it } from "vitest";

import { rateLength, TITLE_GUIDE } from "./seo-fields";

describe("rateLength", () => {
  it("rates lengths against the guidance, both ends included", () => {
    expect(rateLength(49, TITLE_GUIDE)).toBe("too short");
    expect(rateLength(50, TITLE_GUIDE)).toBe("ok");
    expect(rateLength(60, TITLE_GUIDE)).toBe("ok");
    expect(rateLength(61, TITLE_GUIDE)).toBe("too long");
  });
});
