/** Three pulsing dots while the answer is on its way; screen readers hear the label once. */
export function TypingIndicator({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="mt-3 flex" data-testid="chat-typing">
      <span className="inline-flex items-center gap-1.5 rounded-2xl rounded-bl-md bg-white px-4 py-3.5 shadow-sm ring-1 ring-ink/5">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden
            className="size-2 animate-bounce rounded-full bg-gold-dark/70"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
        <span className="sr-only">{label}</span>
      </span>
    </div>
  );
}
