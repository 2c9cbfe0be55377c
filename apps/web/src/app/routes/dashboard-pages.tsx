export function HelpCenterPage() {
  return <h1 className="h3">Help Center</h1>;
}
