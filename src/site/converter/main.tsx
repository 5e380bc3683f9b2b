import { startToolPage } from '../tool-page.tsx';
import { ConverterApp } from './ConverterApp.tsx';
import './converter.css';

// /tools/pes-to-fm-converter/ (document 2 §2 "Links out", fm; document 1 §2 "UV transfer tool"):
// a PES kit texture becomes an FM26 kit pack.
startToolPage('converter.title', () => <ConverterApp />);
