// Placeholder until the quote-request capability lands: the real form replaces this file.
export function QuoteForm() {
  return (
    <div data-testid="quote-form" className="rounded-lg border border-stone-200 bg-white p-6">
      <p className="text-stone-700">Call us for a free quote.</p>
    </div>
  );
}
