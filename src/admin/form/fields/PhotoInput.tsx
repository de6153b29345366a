import { useState } from "react";
import { photoFilePath, photoValue } from "../../photos/photo-names.ts";
import { preparePhoto } from "../../photos/prepare-photo.ts";
import type { PhotoField } from "../../schema/field-types.ts";
import { setValueAt, valueAt } from "../../schema/field-tree.ts";
import { useForm } from "../form-context.ts";
import { FieldFrame } from "./FieldFrame.tsx";
import { namesPhoto } from "../../photos/photo-values.ts";

type Status =
  { kind: "idle" } | { kind: "preparing" } | { kind: "ready"; width: number; height: number; kilobytes: number } | { kind: "failed"; message: string };

/**
 * A photo from the phone's camera or library (the file input offers both), made ready in the browser
 * (prepare-photo.ts) and uploaded with the next save. The file it replaces, or the one removed, goes in the
 * same commit unless the file still names it elsewhere.
 */
export function PhotoInput({ field }: { field: PhotoField }) {
  const { values, setValue, reportPhotos, newPhoto } = useForm();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const raw = valueAt(values, field.path);
  const current = typeof raw === "string" && raw !== "" ? raw : undefined;
  // A new photo kept with the draft, back after a reload (this field's own status went with the page).
  const kept = status.kind === "idle" && current ? newPhoto(photoFilePath(current)) : undefined;

  /** The old file goes too, when nothing else in the file names it once this value changes. */
  const leftBehind = (next: string | undefined) => (current && !namesPhoto(setValueAt(values, field.path, next), current) ? [photoFilePath(current)] : []);

  const choose = async (file: File) => {
    setStatus({ kind: "preparing" });
    try {
      const photo = await preparePhoto(file, field.path);
      const value = photoValue(photo.name);
      reportPhotos({ add: [{ path: photoFilePath(value), bytes: photo.bytes }], remove: leftBehind(value) });
      setValue(field.path, value);
      setStatus({ kind: "ready", width: photo.width, height: photo.height, kilobytes: Math.round(photo.bytes.size / 1024) });
    } catch (error) {
      setStatus({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  };

  const remove = () => {
    reportPhotos({ add: [], remove: leftBehind(undefined) });
    setValue(field.path, undefined);
    setStatus({ kind: "idle" });
  };

  return (
    <FieldFrame field={field}>
      {(parts) => (
        <div className="form-photo">
          <p className="form-photo__current">{current ? `Now: ${current.replace(/^photos\//, "")}` : "No photo yet."}</p>
          <input
            id={parts.id}
            className="form-photo__input"
            type="file"
            accept="image/*"
            aria-required={field.required || undefined}
            {...parts.described}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Emptied, so that choosing the same photo again is a change too.
              event.target.value = "";
              if (file) void choose(file);
            }}
          />
          <p className="form-photo__status" role="status">
            {status.kind === "preparing" && "Getting the photo ready…"}
            {status.kind === "ready" && `New photo ready (${status.width} × ${status.height} pixels, ${status.kilobytes} KB): it is uploaded when you save.`}
            {kept && `New photo, kept in this browser (${Math.round(kept.size / 1024)} KB): it is uploaded when you save.`}
          </p>
          {status.kind === "failed" && (
            <p className="form-field__problem" role="alert">
              {status.message}
            </p>
          )}
          {current && (
            <button type="button" className="button form-photo__remove" onClick={remove}>
              Remove photo<span className="visually-hidden"> {field.label}</span>
            </button>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
