/** A list whose items each start with a check (drawn by the stylesheet: `check-list` in tailwind.css). */
export function CheckList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`check-list space-y-2.5 ${className}`}>
      {items.map((item) => (
        <li key={item}>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
