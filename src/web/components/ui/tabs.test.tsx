import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Three({ onChange }: { onChange?: (v: string) => void }) {
  return (
    <Tabs defaultValue="b" onValueChange={onChange}>
      <TabsList>
        <TabsTrigger value="a">Alpha</TabsTrigger>
        <TabsTrigger value="b">Beta</TabsTrigger>
        <TabsTrigger value="c" disabled>
          Gamma
        </TabsTrigger>
      </TabsList>
      <TabsContent value="a">Panel A</TabsContent>
      <TabsContent value="b">Panel B</TabsContent>
      <TabsContent value="c">Panel C</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the selected tab’s panel alone, labelled by its tab, with one tab in the Tab order', () => {
    render(<Three />);
    const beta = screen.getByRole('tab', { name: 'Beta', selected: true });
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('tabindex', '-1');
    expect(beta).toHaveAttribute('tabindex', '0');
    const panel = screen.getByRole('tabpanel', { name: 'Beta' });
    expect(panel).toHaveTextContent('Panel B');
    expect(beta).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Panel A')).toBeNull();
  });

  it('selects on click and with the arrow keys, Home and End, skipping a disabled tab', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Three onChange={(v) => seen.push(v)} />);
    await user.click(screen.getByRole('tab', { name: 'Alpha' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel A');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel B');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Alpha', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Beta', selected: true })).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Beta', selected: true })).toHaveFocus();
    expect(seen).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
  });

  it('follows the value it is given when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('a');
      return (
        <>
          <p>now {value}</p>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList>
              <TabsTrigger value="a">Alpha</TabsTrigger>
              <TabsTrigger value="b">Beta</TabsTrigger>
            </TabsList>
            <TabsContent value="a">Panel A</TabsContent>
            <TabsContent value="b">Panel B</TabsContent>
          </Tabs>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByText('now b')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel B');
  });
});
