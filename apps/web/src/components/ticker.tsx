export function Ticker() {
  return <div className="h-8 bg-brand-800" />;
}
