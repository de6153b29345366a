const loads = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once per page life and resolves when it has run; a script that fails
 * (blocked, offline) rejects and is forgotten so a later visit can try again.
 */
export function loadScriptOnce(src: string): Promise<void> {
  const existing = loads.get(src);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loads.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loads.set(src, loading);
  return loading;
}
