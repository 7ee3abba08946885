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
          <Icon
            name="circleCheck"
            className={`mt-0.5 size-5 shrink-0 ${light ? "text-secondary-400" : "text-secondary-700"}`}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
