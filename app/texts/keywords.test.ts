import { describe, expect, it } from "vitest";

import { textKeyword } from "./keywords";

describe("textKeyword", () => {
  it.each(["STOP", "stop", " Stop. ", "QUIT", "END", "CANCEL", "UNSUBSCRIBE", "REVOKE", "OPT OUT", "opt-out"])(
    "reads %j as an English opt-out",
    (body) => expect(textKeyword(body)).toEqual({ keyword: "opt-out", language: "en" }),
  );

  it.each(["BAJA", "baja", "ALTO", "NO MÁS", "No más.", "no mas"])("reads %j as a Spanish opt-out", (body) =>
    expect(textKeyword(body)).toEqual({ keyword: "opt-out", language: "es" }),
  );

  it("reads HELP and AYUDA as asking for help, START as opting back in", () => {
    expect(textKeyword("help")).toEqual({ keyword: "help", language: "en" });
    expect(textKeyword("Ayuda")).toEqual({ keyword: "help", language: "es" });
    expect(textKeyword("START")).toEqual({ keyword: "opt-in", language: "en" });
  });

  it("leaves a message that only contains a keyword alone", () => {
    expect(textKeyword("Please don't stop by before noon")).toBeUndefined();
    expect(textKeyword("The tree is on the roof, can you come?")).toBeUndefined();
    expect(textKeyword("")).toBeUndefined();
  });
});
