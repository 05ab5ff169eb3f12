import { Lock, Smartphone } from 'lucide-react';

import { appIconName } from '../lib/labels';

import './app-icon.css';

interface AppIconProps {
  appId: string;
  size?: 'md' | 'lg';
}

/** The app's pictogram on a tinted tile; decorative (the name is always next to it). */
export function AppIcon({ appId, size = 'md' }: AppIconProps) {
  const pixels = size === 'lg' ? 32 : 22;
  return (
    <span className={`app-icon app-icon--${size}`} aria-hidden="true">
      {appIconName(appId) === 'lock' ? (
        <Lock size={pixels} aria-hidden="true" />
      ) : (
        <Smartphone size={pixels} aria-hidden="true" />
      )}
    </span>
  );
}
