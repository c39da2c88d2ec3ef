import { render, screen } from '@testing-library/react';
import { Button, ButtonLink } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';

describe('Button', () => {
  it('renders a real button that defaults to type="button"', () => {
    render(<Button>Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'button');
  });

  it('gives every variant the gold hover accent or its own colour', () => {
    expect(buttonClasses()).toContain('hover:bg-gold-400');
    expect(buttonClasses({ variant: 'destructive' })).toContain('bg-emergency-600');
    expect(buttonClasses({ size: 'icon' })).toContain('size-11');
    expect(buttonClasses({ size: 'lg' })).toContain('min-h-14');
  });

  it('renders tel: links as plain anchors', () => {
    render(<ButtonLink href="tel:+15555550100">Call</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+15555550100');
  });
});
