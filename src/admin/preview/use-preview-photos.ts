/**
 * The new photos the preview draws from this browser's copies (preview-photos.ts): those chosen and not saved yet
 * (the draft's, back after a reload too), and those saved from this browser before the site was built with them
 * (photos/saved-photos.ts).
 */
import { useEffect } from "react";
import type { PhotoChange } from "../photos/photo-changes.ts";
import { savedPhotos } from "../photos/saved-photos.ts";
import { isBuilt, showPhotoFiles } from "./preview-photos.ts";

export function usePreviewPhotos(where: string, pending: PhotoChange["add"]): void {
  useEffect(() => {
    void savedPhotos(where, isBuilt).then(showPhotoFiles);
  }, [where]);
  useEffect(() => showPhotoFiles(pending), [pending]);
}
