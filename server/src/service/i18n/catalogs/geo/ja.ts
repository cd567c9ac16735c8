/** Area notes in Japanese (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { geoEn } from './en';

export const geoJa: Catalogue<keyof typeof geoEn> = {
  'geo.noHalfSquare': 'この円は半分以上を覆うマスがないため、DMGのルールではどのマスにも効果が及びません。',
  'geo.boxTooLarge': '範囲が大きすぎてグリッドに配置できません。',
  'geo.tooLarge': {
    select: 'what',
    cases: {
      'sphere.radius': '球の半径{n}フィートは{max}フィートを超えています。これほど大きな範囲のマスは描きません。',
      'cylinder.radius': '円柱の半径{n}フィートは{max}フィートを超えています。これほど大きな範囲のマスは描きません。',
      'cone.length': '円錐の長さ{n}フィートは{max}フィートを超えています。これほど大きな範囲のマスは描きません。',
      'cube.side': '立方体の一辺{n}フィートは{max}フィートを超えています。これほど大きな範囲のマスは描きません。',
      'line.length': '直線の長さ{n}フィートは{max}フィートを超えています。これほど大きな範囲のマスは描きません。',
      'line.width': '直線の幅{n}フィートは{max}フィートを超えています。これほど大きな範囲のマスは描きません。',
    },
    other: '範囲{n}フィートは{max}フィートを超えています。これほど大きな範囲のマスは描きません。',
  },
};
