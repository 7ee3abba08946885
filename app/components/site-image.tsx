import type { ComponentPropsWithoutRef } from "react";

import { siteImages } from "~/content/site-images";
import { useImageAlt } from "~/seo/seo-overrides";

import { useUiText } from "./use-locale-text";

type SiteImageProps = ComponentPropsWithoutRef<"img"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/** An <img> whose alt text staff can override per page in the SEO editor (matched by src). */
export function SiteImage({ src, alt, ...props }: SiteImageProps) {
  const resolvedAlt = useImageAlt(src, alt);
  return <img src={src} alt={resolvedAlt} {...props} />;
}

/** One of the site's named illustrations (content/site-images.ts): its file and alt text, overridable the same way. */
export function SiteIllustration({
  name,
  ...props
}: Omit<SiteImageProps, "src" | "alt"> & { name: keyof typeof siteImages }) {
  return <SiteImage src={siteImages[name].src} alt={useUiText().imageAlts[name]} {...props} />;
}
