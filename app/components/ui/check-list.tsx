import { Icon } from "~/components/ui/icon";

export function CheckList({
  items,
  className = "",
  light = false,
}: {
  items: readonly string[];
  className?: string;
  light?: boolean;
}) {
  return (
    <ul className={`space-y-2.5 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <Icon name="circleCheck" className={`list-icon mt-0.5 size-5 ${light ? "text-secondary-400" : ""}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
