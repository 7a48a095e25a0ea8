<?php
/**
 * Step 4: the catalogue. The slugs are what the tests use (listed in wordpress/staging/README.md);
 * the products cover the shapes of WooCommerce's scripts: a variable product with inline
 * variations (images, stock, a price-less one, an "any" one), one above the AJAX threshold, a
 * sold-individually one, simple products in stock, out of stock and without a price.
 *
 * @package lubrica-staging
 */

require __DIR__ . '/bootstrap.php';
require __DIR__ . '/lib-images.php';
require __DIR__ . '/lib-products.php';

// In a function: the step's variables stay out of WordPress's globals ($cat, $name…).
( static function () {
	$cat = array(
		'hydraulic'    => lubrica_category( 'gidravlicheskie-masla', 'Гидравлические масла' ),
		'motor'        => lubrica_category( 'motornye-masla', 'Моторные масла' ),
		'greases'      => lubrica_category( 'smazki', 'Смазки' ),
		'industrial'   => lubrica_category( 'industrialnye-masla', 'Индустриальные масла' ),
		'transmission' => lubrica_category( 'transmissionnye-masla', 'Трансмиссионные масла' ),
	);
	$color = array(
		'hydraulic'    => '#1f5f8b',
		'motor'        => '#8b1f1f',
		'greases'      => '#a87408',
		'industrial'   => '#3d6b35',
		'transmission' => '#5b3d8b',
	);

	/*
	 * Hydraulic oil HLP 46: inline variations, viscosity (global attribute) × volume (custom
	 * attribute, so its form field is attribute_ + the URL-encoded Russian name, as WooCommerce makes it).
	 */
	$viscosity = lubrica_taxonomy_attribute(
		'viscosity',
		'Вязкость',
		array(
			'vg-32' => 'ISO VG 32',
			'vg-46' => 'ISO VG 46',
			'vg-68' => 'ISO VG 68',
		)
	);
	$volume_key = sanitize_title( 'Объём' );
	$hlp        = static fn ( string $grade, string $volume, array $props ) => $props + array(
		'attributes'   => array(
			'pa_viscosity' => $grade,
			$volume_key    => $volume,
		),
		'stock_status' => 'instock',
	);

	$hlp_id = lubrica_variable_product(
		array(
			'name'              => 'Гидравлическое масло HLP 46',
			'slug'              => 'gidravlicheskoe-maslo-hlp-46',
			'sku'               => 'HLP',
			'short_description' => '<p>Минеральное гидравлическое масло с противоизносными присадками (DIN 51524-2 HLP) для гидросистем станков, прессов и мобильной техники.</p>',
			'description'       => '<p>Защищает насосы и гидромоторы от износа, устойчиво к окислению и быстро отделяет воду и воздух.</p><p>Выпускается в классах вязкости ISO VG 32, 46 и 68, в бутылках 1 л, канистрах 5 л и 20 л.</p>',
			'category_ids'      => array( $cat['hydraulic'] ),
			'image_id'          => lubrica_image( 'hlp-46', 'HLP 46', $color['hydraulic'], 'Гидравлическое масло HLP 46' ),
			// Pictures of three shapes, as a shop's are (a label shot flat, a canister upright): the
			// gallery's viewport takes each one's height (flexslider's smoothHeight).
			'gallery_image_ids' => array(
				lubrica_image( 'hlp-46-label', 'HLP 46 LABEL', '#2a77ad', 'Этикетка гидравлического масла HLP 46', 800, 500 ),
				lubrica_image( 'hlp-46-canister', 'HLP 46 CANISTER', '#17496b', 'Канистра гидравлического масла HLP 46', 600, 800 ),
				lubrica_image( 'hlp-46-pump', 'HLP 46 PUMP', '#3b8fc7', 'Гидравлический насос на масле HLP 46' ),
			),
			'reviews_allowed'   => true,
			'attributes'        => array(
				lubrica_product_attribute( 'pa_viscosity', array_values( $viscosity['terms'] ), 0, $viscosity ),
				lubrica_product_attribute( 'Объём', array( '1 л', '5 л', '20 л' ), 1 ),
			),
		),
		array(
			$hlp(
				'vg-32',
				'1 л',
				array(
					'sku'           => 'HLP32-1L',
					'regular_price' => '6.90',
					'weight'        => '0.96',
					'length'        => '8',
					'width'         => '8',
					'height'        => '24',
					'image_id'      => lubrica_image( 'hlp-32-1l', 'VG 32 / 1 L', '#4a90c2', 'HLP ISO VG 32, бутылка 1 л' ),
					'description'   => '<p>ISO VG 32, бутылка 1 л.</p>',
				)
			),
			// Stock managed: the quantity field gets a maximum, the page says how many are left.
			$hlp(
				'vg-32',
				'5 л',
				array(
					'sku'            => 'HLP32-5L',
					'regular_price'  => '27.50',
					'weight'         => '4.70',
					'length'         => '19',
					'width'          => '12',
					'height'         => '30',
					'manage_stock'   => true,
					'stock_quantity' => 12,
				)
			),
			$hlp(
				'vg-32',
				'20 л',
				array(
					'sku'           => 'HLP32-20L',
					'regular_price' => '98.00',
					'weight'        => '18.70',
					'length'        => '29',
					'width'         => '23',
					'height'        => '40',
					'stock_status'  => 'outofstock',
				)
			),
			$hlp(
				'vg-46',
				'1 л',
				array(
					'sku'           => 'HLP46-1L',
					'regular_price' => '7.20',
					'sale_price'    => '6.50',
					'weight'        => '0.97',
					'length'        => '8',
					'width'         => '8',
					'height'        => '24.5',
				)
			),
			$hlp(
				'vg-46',
				'5 л',
				array(
					'sku'           => 'HLP46-5L',
					'regular_price' => '28.90',
					'weight'        => '4.75',
					'length'        => '19.5',
					'width'         => '12',
					'height'        => '30',
					'image_id'      => lubrica_image( 'hlp-46-5l', 'VG 46 / 5 L', '#1b6fa8', 'HLP ISO VG 46, канистра 5 л' ),
					'description'   => '<p>ISO VG 46, канистра 5 л.</p>',
				)
			),
			// No price: WooCommerce leaves it out of the form's variations ("unavailable" combination).
			$hlp(
				'vg-46',
				'20 л',
				array(
					'sku'    => 'HLP46-20L',
					'weight' => '18.90',
					'length' => '29.5',
					'width'  => '23',
					'height' => '40',
				)
			),
			// Any volume of VG 68: one variation matches three combinations.
			$hlp(
				'vg-68',
				'',
				array(
					'sku'           => 'HLP68',
					'regular_price' => '9.90',
					'weight'        => '0.98',
					'length'        => '8',
					'width'         => '8',
					'height'        => '25',
					'description'   => '<p>ISO VG 68 в любой фасовке, цена за литр.</p>',
				)
			),
		)
	);
	lubrica_review( $hlp_id, 'Андрей Петров', 'andrey@example.com', 'Пользуемся в гидросистеме пресса третий год: насос работает тихо, масло не темнеет.', 5, '2025-03-14 10:20:00' );
	lubrica_review( $hlp_id, 'Ирина Калниня', 'irina@example.com', 'Хорошее масло, но канистру 20 л пришлось ждать неделю.', 4, '2025-05-02 16:45:00' );

	/*
	 * Motor oil 5W-40: 4 × 3 × 3 = 36 variations, above WooCommerce's AJAX threshold (30), so the
	 * form has data-product_variations="false" and asks the server for each combination.
	 */
	$volume  = lubrica_taxonomy_attribute(
		'volume',
		'Объём',
		array(
			'1-l'  => '1 л',
			'4-l'  => '4 л',
			'5-l'  => '5 л',
			'20-l' => '20 л',
		)
	);
	$api     = lubrica_taxonomy_attribute(
		'api',
		'Класс API',
		array(
			'sl' => 'API SL',
			'sn' => 'API SN',
			'sp' => 'API SP',
		)
	);
	$approvals      = array(
		'VW'  => 'VW 502.00',
		'MB'  => 'MB 229.3',
		'BMW' => 'BMW LL-01',
	);
	$approval_key   = sanitize_title( 'Допуск' );
	$motor_variants = array();
	foreach ( array( '1-l' => array( 1, '9.90' ), '4-l' => array( 4, '34.90' ), '5-l' => array( 5, '41.90' ), '20-l' => array( 20, '149.00' ) ) as $volume_slug => list( $litres, $base ) ) {
		foreach ( array_keys( $api['terms'] ) as $api_index => $api_slug ) {
			foreach ( array_keys( $approvals ) as $approval_index => $approval ) {
				$motor_variants[] = array(
					'attributes'    => array(
						'pa_volume'   => $volume_slug,
						'pa_api'      => $api_slug,
						$approval_key => $approvals[ $approval ],
					),
					'sku'           => sprintf( '5W40-%dL-%s-%s', $litres, strtoupper( $api_slug ), $approval ),
					'regular_price' => number_format( (float) $base + 1.5 * $api_index + 0.5 * $approval_index, 2, '.', '' ),
					'weight'        => number_format( $litres * 0.86 + 0.1, 2, '.', '' ),
					'stock_status'  => 'instock',
				);
			}
		}
	}
	lubrica_variable_product(
		array(
			'name'              => 'Моторное масло 5W-40',
			'slug'              => 'motornoe-maslo-5w-40',
			'sku'               => '5W40',
			'short_description' => '<p>Синтетическое всесезонное моторное масло для бензиновых и дизельных двигателей легковых автомобилей.</p>',
			'description'       => '<p>Сохраняет стабильную масляную плёнку при высоких температурах и облегчает холодный пуск до −30 °C.</p>',
			'category_ids'      => array( $cat['motor'] ),
			'image_id'          => lubrica_image( 'motor-5w-40', '5W-40', $color['motor'], 'Моторное масло 5W-40' ),
			'reviews_allowed'   => true,
			'attributes'        => array(
				lubrica_product_attribute( 'pa_volume', array_values( $volume['terms'] ), 0, $volume ),
				lubrica_product_attribute( 'pa_api', array_values( $api['terms'] ), 1, $api ),
				lubrica_product_attribute( 'Допуск', array_values( $approvals ), 2 ),
			),
		),
		$motor_variants
	);

	// Grease EP-2: a small variable product sold individually (one of it per order).
	$pack_key = sanitize_title( 'Фасовка' );
	lubrica_variable_product(
		array(
			'name'              => 'Консистентная смазка EP-2',
			'slug'              => 'konsistentnaya-smazka-ep-2',
			'sku'               => 'EP2',
			'short_description' => '<p>Литиевая смазка с противозадирными присадками для подшипников и шарниров под высокой нагрузкой.</p>',
			'description'       => '<p>Рабочие температуры от −25 до +120 °C, водостойкая. Продаётся по одной упаковке в заказе.</p>',
			'category_ids'      => array( $cat['greases'] ),
			'image_id'          => lubrica_image( 'ep-2', 'EP-2', $color['greases'], 'Консистентная смазка EP-2' ),
			'sold_individually' => true,
			'reviews_allowed'   => true,
			'attributes'        => array(
				lubrica_product_attribute( 'Фасовка', array( 'Картридж 400 г', 'Банка 1 кг', 'Ведро 18 кг' ), 0 ),
			),
		),
		array(
			array(
				'attributes'    => array( $pack_key => 'Картридж 400 г' ),
				'sku'           => 'EP2-400G',
				'regular_price' => '4.20',
				'weight'        => '0.45',
				'stock_status'  => 'instock',
			),
			array(
				'attributes'    => array( $pack_key => 'Банка 1 кг' ),
				'sku'           => 'EP2-1KG',
				'regular_price' => '8.90',
				'weight'        => '1.10',
				'stock_status'  => 'instock',
			),
			array(
				'attributes'    => array( $pack_key => 'Ведро 18 кг' ),
				'sku'           => 'EP2-18KG',
				'regular_price' => '89.00',
				'weight'        => '19.20',
				'stock_status'  => 'instock',
			),
		)
	);

	// Simple products: slug, name, category, SKU, extra props, short description.
	$simple = array(
		array(
			'smazka-litol-24',
			'Смазка Литол-24',
			'greases',
			'LITOL24',
			array(
				'regular_price'     => '3.90',
				'manage_stock'      => true,
				'stock_quantity'    => 50,
				'weight'            => '0.85',
				'gallery_image_ids' => array(
					lubrica_image( 'litol-24-jar', 'LITOL-24 JAR', '#c48a10', 'Смазка Литол-24, банка 800 г' ),
					lubrica_image( 'litol-24-tube', 'LITOL-24 TUBE', '#8a6206', 'Смазка Литол-24, туба 400 г' ),
				),
			),
			'Универсальная литиевая смазка для узлов трения, банка 800 г.',
		),
		array( 'industrialnoe-maslo-i-40a', 'Индустриальное масло И-40А', 'industrial', 'I40A', array( 'regular_price' => '19.50', 'stock_status' => 'outofstock' ), 'Масло для направляющих и редукторов станков, канистра 5 л. Нет в наличии.' ),
		array( 'transmissionnoe-maslo-tad-17', 'Трансмиссионное масло ТАД-17', 'transmission', 'TAD17', array(), 'Масло для механических коробок передач и мостов грузовиков. Цена по запросу.' ),
		array( 'smazka-shrus-4', 'Смазка ШРУС-4', 'greases', 'SHRUS4', array( 'regular_price' => '3.60' ), 'Смазка для шарниров равных угловых скоростей, туба 100 г.' ),
		array( 'smazka-tsiatim-201', 'Смазка ЦИАТИМ-201', 'greases', 'CIATIM201', array( 'regular_price' => '5.20', 'sale_price' => '4.50' ), 'Морозостойкая смазка для приборов и лёгких узлов, туба 100 г.' ),
		array( 'gidravlicheskoe-maslo-mge-46v', 'Гидравлическое масло МГЕ-46В', 'hydraulic', 'MGE46V', array( 'regular_price' => '18.90' ), 'Всесезонное масло для гидросистем строительной и сельхозтехники, канистра 5 л.' ),
		array( 'kompressornoe-maslo-ks-19', 'Компрессорное масло КС-19', 'industrial', 'KS19', array( 'regular_price' => '24.50' ), 'Масло для поршневых и винтовых компрессоров, канистра 5 л.' ),
		array( 'motornoe-maslo-m-10g2k', 'Моторное масло М-10Г2к', 'motor', 'M10G2K', array( 'regular_price' => '21.00' ), 'Минеральное масло для дизельных двигателей грузовиков и тракторов, канистра 5 л.' ),
	);
	$simple_ids = array();
	foreach ( $simple as list( $slug, $name, $category, $sku, $props, $short ) ) {
		$simple_ids[ $slug ] = lubrica_save(
			new WC_Product_Simple(),
			$props + array(
				'name'              => $name,
				'slug'              => $slug,
				'sku'               => $sku,
				'short_description' => "<p>$short</p>",
				'category_ids'      => array( $cat[ $category ] ),
				'image_id'          => lubrica_image( $slug, $sku, $color[ $category ], $name ),
				'stock_status'      => 'instock',
				'reviews_allowed'   => true,
			)
		);
	}

	// A cross-sell: with ЦИАТИМ-201 in the cart, the cart page offers ШРУС-4 under the cart
	// ("You may be interested in…"), with an AJAX add-to-cart button that cart.js answers by
	// loading the cart again.
	$tsiatim = wc_get_product( $simple_ids['smazka-tsiatim-201'] );
	$tsiatim->set_cross_sell_ids( array( $simple_ids['smazka-shrus-4'] ) );
	$tsiatim->save();
} )();
