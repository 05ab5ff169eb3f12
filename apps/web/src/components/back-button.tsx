import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';

import { paths } from '../lib/paths';

import './back-button.css';

/** 'Retour': the previous page of this visit, or the dashboard when the visit started here. */
export function BackButton({ label }: { label: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="button button--secondary back-button"
      onClick={() => {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) void navigate(-1);
        else void navigate(paths.dashboard);
      }}
    >
      <ArrowLeft size={16} aria-hidden="true" />
      {label}
    </button>
  );
}
