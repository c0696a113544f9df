// Features (filled in by the public-site work).
export function FeaturesPage() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">Features</h1>
    </main>
  );
}
