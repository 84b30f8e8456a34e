/** Resolves in a task of its own, after the ones already queued (the browser may paint and answer input between). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
