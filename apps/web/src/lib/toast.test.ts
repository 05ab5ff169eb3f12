import { describe, expect, it, vi } from 'vitest';

const shown: string[] = [];
vi.mock('sonner', () => ({
  toast: {
    success: (message: string) => void shown.push(`success: ${message}`),
    error: (message: string) => void shown.push(`error: ${message}`),
    dismiss: () => void shown.push('dismiss'),
  },
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('notices before and after the toaster', () => {
  it('holds what is asked before the toaster is mounted, then shows it in order', async () => {
    const { toast, onToasterMounted } = await import('./toast');
    toast.success('Code envoyé');
    toast.error('Erreur réseau');
    toast.dismiss();
    await settle();
    expect(shown).toEqual([]);

    onToasterMounted();
    await settle();
    expect(shown).toEqual(['success: Code envoyé', 'error: Erreur réseau', 'dismiss']);

    toast.success('Préférences enregistrées');
    await settle();
    expect(shown.at(-1)).toBe('success: Préférences enregistrées');
  });
});
