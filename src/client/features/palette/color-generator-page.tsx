// Color Palette Generator (filled in by the public-site work).
export function ColorGeneratorPage() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">Color Palette Generator</h1>
    </main>
  );
}
