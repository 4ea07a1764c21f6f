import { cva, type VariantProps } from 'class-variance-authority';
import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from 'react';
import { cn } from '@web/lib/cn';
import { useHydrated } from '@web/lib/use-hydrated';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary: 'bg-card text-foreground border border-border shadow-sm hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        destructive: 'bg-destructive text-white shadow-sm hover:bg-red-700',
        link: 'text-primary underline-offset-4 hover:underline px-0',
      },
      size: {
        sm: 'h-8 px-3',
        md: 'h-10 px-4',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type TButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A submit button waits for hydration (use-hydrated.ts): before it, the browser would send the form itself. */
export function Button({ className, variant, size, asChild, disabled, ...props }: TButtonProps) {
  const hydrated = useHydrated();
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <ButtonLook className={classes} {...props} />;
  return (
    <button
      className={classes}
      disabled={disabled || (props.type === 'submit' && !hydrated) || undefined}
      {...props}
    />
  );
}

/**
 * `asChild`: the one child element (a link, mostly) drawn as a button. The child's own props win and its classes come
 * after the button's; a click runs the child's handler, then ours. Radix's Slot does the same for 1 KB more in every
 * first load (docs/decisions/012-light-first-load.md).
 */
function ButtonLook({ children, className, onClick, ...props }: ComponentProps<'button'>) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<ComponentProps<'button'>>;
  const own = child.props;
  return cloneElement(child, {
    ...(props as object),
    ...own,
    className: cn(className, own.className),
    onClick: (event) => {
      own.onClick?.(event);
      if (!event.defaultPrevented) onClick?.(event);
    },
  });
}
